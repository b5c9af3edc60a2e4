"""The info panel beside the district: the decision at hand, previews, income so far."""

from __future__ import annotations

import pygame

from game.engine.i18n import N_, _, ngettext
from game.rules.capital import tables as T
from game.ui.capital import effect_texts, layout, view_model
from game.ui.capital.layers import fast
from game.ui.capital.look import Look
from game.ui.capital.move_words import coins_words, signed_coins
from game.ui.capital.tips import describe_quarters
from game.ui.kit import backdrop, text, theme
from game.ui.kit.lists import and_list
from game.ui.kit.person import person


def signed_vp(count: int) -> str:
    """'+2 VP', '-1 VP' in the player's language."""
    return _("{n:+d} VP").format(n=count)


def _gains(vp: int, coins: int) -> str:
    """'+2 VP and +1 coin', '+2 VP', '+1 coin' or '' (only what is not zero)."""
    return and_list(([signed_vp(vp)] if vp else []) + ([signed_coins(coins)] if coins else []))


def draw_info(b: Look, surface: pygame.Surface) -> None:
    m = layout
    box = m.INFO
    backdrop.panel(surface, box, 220)
    text.mark_reading(surface, box)
    x, y = box.x + 12, box.y + 10
    names = [s.name for s in b.seats]
    lines: list[tuple[str, tuple[int, int, int], int]] = []
    if b.log:
        seat = b.log[-1].seat
        # Translators: the heading of a player's income show ({name}: the player)
        lines.append((_("{name}: income").format(name=names[seat]), theme.GOLD, 24))
        for beat in b.log:
            gains = _gains(beat.vp, beat.coins)
            lines.append((beat.words(), theme.TEXT, 20))
            lines.append(("      " + gains if gains else "", theme.ACCENT, 20))
        vp = sum(beat.vp for beat in b.log)
        coins = sum(beat.coins for beat in b.log)
        # Translators: the income paid so far: {vp} "+3 VP", {coins} "+2 coins"
        lines.append((_("So far: {vp}, {coins}").format(vp=signed_vp(vp),
                                                         coins=signed_coins(coins)),
                       theme.GOLD, 22))
        if not b.hurry and not b.attract:
            lines.append(("", theme.TEXT, 10))
            lines.append((_("Space or a click hurries the income along"), theme.TEXT_DIM, 18))
    elif any(e.kind == "beat" for e in b.events):
        lines = [(_("Income of era {era}").format(era=b.era.era), theme.GOLD, 24),
                 (_("Each step lights up what it scores; VP swim to the mermaid track and "
                    "coins drop into the purse."), theme.TEXT_DIM, 20)]
    elif b.human is not None and b.view_seat == b.human:
        lines = _decision_lines(b, names, b.human)
    else:
        lines = _score_lines(b, names)
    key = ("info", tuple(lines))
    cache = b.layers.cache(key)
    if text.recording():  # a layout check: draw in place so every line is recorded
        _draw_lines(surface, lines, box, x, y)
        return
    layer = cache.get(key)
    if layer is None:
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for line, colour, size in lines:
            for part in text.wrap(line, size, box.w - 24) if line else [""]:
                if y - box.y > box.h - size:
                    break
                text.draw(layer, part, size, colour, (x - box.x, y - box.y))
                y += size - 2
        layer = fast(layer)
        cache[key] = layer
    surface.blit(layer, box)


def _draw_lines(surface: pygame.Surface, lines: list, box: pygame.Rect, x: int, y: int) -> None:
    """The info lines drawn straight on ``surface`` (as the cached layer shows them)."""
    for line, colour, size in lines:
        for part in text.wrap(line, size, box.w - 24) if line else [""]:
            if y - box.y > box.h - size:
                break
            text.draw(surface, part, size, colour, (x, y))
            y += size - 2


def _decision_lines(b: Look, names: list[str], seat: int) -> list[tuple[str, tuple, int]]:
    """What the human at ``seat`` (viewed) is deciding, and the facts that decide it."""
    state = b.state
    out: list[tuple[str, tuple, int]] = []
    coins = b.coins[seat]
    if b.kind == "pick":
        out.append((_("Pick a tile"), theme.GOLD, 26))
        passes = (_("Everyone picks at once; picks are revealed together. The rest of your "
                    "hand passes left.") if view_model.direction(state.era) == "left" else
                  _("Everyone picks at once; picks are revealed together. The rest of your "
                    "hand passes right."))
        out.append((passes, theme.TEXT_DIM, 20))
        hand = b.my_hand
        shown = next((i for i in range(len(hand)) if layout.card_rect(i).collidepoint(b.mouse)),
                     b.selected)
        if shown is not None and shown < len(hand):
            out.append(("", theme.TEXT, 8))
            out += _tile_lines(hand[shown])
        out.append((_("Your coins: {n}").format(n=coins), theme.TEXT, 22))
        out += _outlook(b, names, seat)
    elif b.kind == "build":
        tile = b.held
        out.append((_("Build or discard"), theme.GOLD, 26))
        if tile is not None:
            out += _tile_lines(tile)
        pos = b.locked or b.hover
        preview = b.preview_here if pos in b.targets else None
        if preview is not None:
            cost, how, now, after = preview
            # Translators: the cost of building here; {how}: how it comes about
            # ("printed 5 -3 Department Store = 2")
            out.append((_("Here: cost {cost}  ({how})").format(cost=cost, how=how),
                        theme.TEXT, 21))
            # Translators: your coins now and after building here
            out.append((_("Coins {now} -> {after}").format(now=coins, after=coins - cost),
                        theme.TEXT, 21))
            # Translators: {coins}: "3 coins"
            out.append((_("Income now: {vp} VP, {coins}").format(vp=now[0],
                                                                  coins=coins_words(now[1])),
                        theme.TEXT_DIM, 20))
            dv, dc = after[0] - now[0], after[1] - now[1]
            colour = theme.OK if dv + dc > 0 else (theme.DANGER if dv + dc < 0 else theme.TEXT)
            # Translators: the income with the tile built here: {coins} "3 coins", then the
            # change: {change_vp} "+1 VP", {change_coins} "-2 coins"
            out.append((_("With it: {vp} VP, {coins} ({change_vp}, {change_coins})").format(
                vp=after[0], coins=coins_words(after[1]), change_vp=signed_vp(dv),
                change_coins=signed_coins(dc)), colour, 21))
        else:
            out.append((_("Green: empty places. Gold: rebuild on top (pay the difference). "
                          "Cyan: the hint. White outline: the last tile placed."),
                        theme.TEXT_DIM, 20))
        gain = 5 if T.T_SIGISMUND in {st[-1] >> 2 for st in b.dists[seat].values()} else 3
        if b.human is not None and not b.targets:
            # Translators: {coins}: what discarding gives ("+3 coins")
            out.append((_("You cannot afford to build this tile anywhere: discard it for "
                          "{coins} (D).").format(coins=signed_coins(gain)), theme.DANGER, 22))
        else:
            # Translators: {coins}: what discarding gives ("+3 coins")
            out.append((_("Discard: {coins}").format(coins=signed_coins(gain)),
                        theme.TEXT_DIM, 20))
    elif b.kind == "war":
        war = _("First World War") if state.era == 3 else _("Second World War")
        owed = max(0, state.war_owed)
        out.append((war, theme.DANGER, 26))
        out.append((ngettext("Remove {n} more stack. Your district must stay connected; two "
                             "removals may not be neighbours.",
                             "Remove {n} more stacks. Your district must stay connected; two "
                             "removals may not be neighbours.", owed).format(n=owed),
                    theme.TEXT, 20))
        out.append((_("An Arsenal on top can never be removed."), theme.TEXT_DIM, 20))
    elif b.kind == "milestone":
        face = state.faces[state.era - 1]
        tile = T.MILESTONE_TILE[face]
        winner, why = view_model.milestone_reason(b.dists, b.coins, b.vp, face, names)
        # Translators: {milestone} is the milestone's name
        out.append((_("You win {milestone}!").format(milestone=view_model.name(tile)),
                    theme.GOLD, 24))
        # Translators: {why}: each player's count ("Ada 3 and Basil 1")
        out.append((_("Measured: {why}").format(why=why), theme.TEXT, 20))
        out.append((effect_texts.describe(T.TILE_ID[tile]), theme.TEXT_DIM, 20))
        out.append((_("Place it free on an empty place or on top of a stack."), theme.TEXT, 20))
    else:
        out.append((_("Income choices"), theme.GOLD, 26))
        out.append((_("Steps 1-7 of your income are paid. Your buildings now offer a choice; "
                      "each exchange can be made once per income phase, in one direction."),
                    theme.TEXT, 20))
        out.append((_("Coins {coins}, VP {vp}").format(coins=b.coins[seat], vp=b.vp[seat]),
                    theme.TEXT, 22))
    return out


def _tile_lines(tile: int) -> list[tuple[str, tuple, int]]:
    # Translators: a tile's name and its printed cost
    out: list[tuple[str, tuple, int]] = [(_("{tile}  (cost {cost})").format(
        tile=view_model.name(tile), cost=T.COST[tile]), theme.TEXT, 22)]
    tip = effect_texts.describe(T.TILE_ID[tile]) or describe_quarters(tile * 4)
    out.append((tip, theme.ACCENT, 20))
    return out


#: (breakdown key, the row's words: {n} is the amount, signed)
_SCORE_ROWS = (("park", N_("Park: {n:+d} VP")), ("commerce", N_("Commerce: {n:+d} coins")),
               ("culture", N_("Culture: {n:+d} VP")),
               ("industry", N_("Industry: {n:+d} coins")),
               ("residential_penalty", N_("Homes by industry: {n:+d} VP")),
               ("transport", N_("Transport: {n:+d} VP")),
               ("rebuild_bonus", N_("Rebuild bonus: {n:+d} VP")),
               ("palace_of_culture_penalty", N_("Palace of Culture: {n:+d} VP")),
               ("final_conversion", N_("Final conversion: {n:+d} VP")))


def _score_lines(b: Look, names: list[str]) -> list[tuple[str, tuple, int]]:
    seat = b.view_seat
    bd = b.totals_viewed
    # Translators: {name}: the player whose district is shown
    out: list[tuple[str, tuple, int]] = [(_("{name}: income so far").format(name=names[seat]),
                                          theme.GOLD, 24)]
    for key, words in _SCORE_ROWS:
        if bd.get(key):
            out.append((_(words).format(n=bd[key]), theme.TEXT, 20))
    for group in ("milestones", "buildings"):
        for ident, entry in bd.get(group, {}).items():
            tile = T.TILE_INDEX[ident]
            shown = _gains(entry["vp"], entry["coins"]) or "0"
            # Translators: what a building or milestone paid: {gains} "+2 VP and +1 coin"
            out.append((_("{tile}: {gains}").format(tile=view_model.name(tile), gains=shown),
                        theme.TEXT, 20))
    ex = bd.get("exchanges", {})
    if ex.get("vp") or ex.get("coins"):
        # Translators: {vp}: "+2 VP", {coins}: "-4 coins"
        out.append((_("Exchanges: {vp}, {coins}").format(vp=signed_vp(ex["vp"]),
                                                          coins=signed_coins(ex["coins"])),
                    theme.TEXT, 20))
    if len(out) == 1:
        out.append((_("Nothing yet: income comes after each era."), theme.TEXT_DIM, 20))
    out += _outlook(b, names, seat)
    return out


def _outlook(b: Look, names: list[str], seat: int) -> list[tuple[str, tuple, int]]:
    """What the era's end would bring now: income and the milestone race."""
    vp, coins = b.outlooks[seat]
    # Translators: {vp}: "+3 VP", {coins}: "+2 coins"
    out: list[tuple[str, tuple, int]] = [("", theme.TEXT, 10),
                                         (_("If the era ended now: {vp}, {coins}").format(
                                             vp=signed_vp(vp), coins=signed_coins(coins)),
                                          theme.ACCENT, 20)]
    state = b.state
    if state.era <= 5 and not state.is_terminal():
        face = state.faces[state.era - 1]
        assert b.milestone_lead is not None, "set while a milestone is to come"
        winner, why = b.milestone_lead
        values = {"milestone": view_model.name(T.MILESTONE_TILE[face]), "why": why,
                  "award": effect_texts.award(view_model.milestone_id(face))}
        # Translators: the race for this era's milestone: {milestone} its name, {award}
        # what it is awarded for ("most park regions"), {why} each player's count
        if winner is None:
            said = _("{milestone} ({award}): nobody leads - {why}").format(**values)
        else:
            said = person(names[winner]).say(
                _("{milestone} ({award}): You lead - {why}"),
                _("{milestone} ({award}): {name} leads - {why}"), **values)
        out.append((said, theme.TEXT_DIM, 20))
    return out
