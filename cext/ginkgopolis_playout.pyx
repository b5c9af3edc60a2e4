# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
# cython: initializedcheck=False
"""Ginkgopolis playout, compiled: the rules of game/rules/ginkgopolis/ on a C
struct (tests/cext/test_ginkgopolis_playout.py checks it against that engine).

The whole game is one C struct (``Game``: fixed arrays, the city on a G x G byte
grid); the game runs in ``run``, a ``nogil`` function: no Python object is touched
between the conversion of the compact form and the return of the scores. Greedy
moves are scored on a copy of the struct (one memcpy).
"""

from libc.stdint cimport uint8_t, uint64_t
from libc.string cimport memset

from cpython cimport array
from cpython.long cimport PyLong_AsUnsignedLongLongMask

from cext.bits cimport polis_ctz64, polis_popcount64
from cext.splitmix cimport polis_mulhi, polis_sm_next

from cext.scorers cimport ginkgo_districts

from cext import ginkgopolis_common as _gc

COMPILED = True


cdef enum:
    G = 112
    GG = 112 * 112
    OFF = 56
    MAX_COORD = 53
    MAXP = 5
    MAXHAND = 16
    MAXMARK = 64
    MAXLEGAL = 1024
    MAXPLAYED = 4096
    HAL = 1
    LETTER_BASE = 60
    TOKEN_BASE = 100
    DRAFT = 0
    CHOOSE = 1
    RESOLVE = 2
    RETURN = 3
    OVER = 4
    P_TAKE = 1
    P_TOKEN = 2
    PICK = 0
    NEWHAND = 1
    PLAY = 2
    TAKE = 3
    TOKEN = 4
    RETURN_KIND = 5
    RETURN_DONE = 6
    H_N = 0
    H_SOLO = 1
    H_PHASE = 2
    H_IDX = 3
    H_FIRST = 4
    H_CUR = 5
    H_RETURN_DONE = 6
    H_HAL_FAILED = 7
    H_PEND = 8
    H_RNG = 13
    H_DRAFT_ROUND = 17
    HEADER = 18
    T_KIND = 0
    T_MAP = 21
    T_SICON = 84
    T_POINTS = 105
    T_BONUS = 126
    T_CHICON = 147
    T_CHCOL = 174
    T_CARDICON = 201
    T_GIFT = 261
    TABLES_LEN = 342


def _check_layout():
    """A module built from an older layout refuses to load (the AI then runs without it).

    Not a rule: refuses a module built from an older layout
    """
    same = (
        (_gc.G, _gc.OFF, _gc.MAX_COORD, _gc.HEADER, _gc.H_PEND, _gc.H_RNG, _gc.H_DRAFT_ROUND)
        == (G, OFF, MAX_COORD, HEADER, H_PEND, H_RNG, H_DRAFT_ROUND)
        and (_gc.DRAFT, _gc.CHOOSE, _gc.RESOLVE, _gc.RETURN, _gc.OVER, _gc.P_TAKE, _gc.P_TOKEN)
        == (DRAFT, CHOOSE, RESOLVE, RETURN, OVER, P_TAKE, P_TOKEN)
        and (_gc.PICK, _gc.NEWHAND, _gc.PLAY, _gc.TAKE, _gc.TOKEN, _gc.RETURN_KIND,
             _gc.RETURN_DONE) == (PICK, NEWHAND, PLAY, TAKE, TOKEN, RETURN_KIND, RETURN_DONE)
        and (_gc.T_MAP, _gc.T_SICON, _gc.T_POINTS, _gc.T_BONUS, _gc.T_CHICON, _gc.T_CHCOL,
             _gc.T_CARDICON, _gc.T_GIFT, _gc.TABLES_LEN)
        == (T_MAP, T_SICON, T_POINTS, T_BONUS, T_CHICON, T_CHCOL, T_CARDICON, T_GIFT,
            TABLES_LEN))
    if not same:
        raise ImportError("cext.ginkgopolis_playout is stale: rebuild it (setup.py build_ext)")


_check_layout()

cdef int STEP[4]
STEP[0] = 1
STEP[1] = -1
STEP[2] = G
STEP[3] = -G


ctypedef struct Game:
    int n
    int solo
    int phase
    int idx
    int first
    int cur
    int return_done
    int hal_failed
    int err
    int pend[5]
    uint64_t rng
    int nb
    int bcell[60]
    int btop[60]
    int bh[60]
    int bown[60]
    int bnbr[240]
    int where[60]
    int tok[12]
    int nmarked
    int marked[MAXMARK]
    int nsupply
    int supply[60]
    int ndraw
    int draw[72]
    int ndiscard
    int discard[72]
    int pool[MAXP]
    int res[MAXP]
    int sp[MAXP]
    int newhand[MAXP]
    uint64_t held[MAXP]  # a seat's tiles: bit t set when it holds tile t (ids < 60)
    int nhand[MAXP]
    int hand[MAXP][MAXHAND]
    int ch_card[MAXP]
    int ch_tile[MAXP]
    int nchars[MAXP]
    int chars[MAXP][27]
    int ncards[MAXP]
    int cards[MAXP][60]
    int bon[9 * MAXP]
    int nret[MAXP]
    int returning[MAXP][60]
    int draft_round
    int ndh[MAXP]
    int dhands[MAXP][4]
    int ndp[MAXP]
    int dpicks[MAXP][3]
    const int* t
    uint8_t grid[GG]




# ---- small helpers ----------------------------------------------------------------

cdef inline int rand_below(uint64_t* s, int n) noexcept nogil:
    """Not a rule: random numbers (SplitMix64, the draws of game/engine/rng.py)"""
    return <int> polis_mulhi(polis_sm_next(s), <uint64_t> n)


cdef inline int encode(int kind, int a, int b) noexcept nogil:
    """Not a rule: the move code (ginkgopolis_common.encode_move)"""
    return (kind * 128 + a) * 128 + b + 1


cdef inline void discard_add(Game* g, int card) noexcept nogil:
    """Not a rule: list bookkeeping (the discard pile)"""
    if g.ndiscard >= 72:
        g.err = 1
        return
    g.discard[g.ndiscard] = card
    g.ndiscard += 1


cdef inline void link(Game* g, int s, int cell) noexcept nogil:
    """Not a rule: the buildings' neighbour table"""
    cdef int d, v
    g.grid[cell] = <uint8_t> (s + 1)
    for d in range(4):
        v = g.grid[cell + STEP[d]]
        if 1 <= v <= 60:
            g.bnbr[4 * s + d] = v - 1
            g.bnbr[4 * (v - 1) + (d ^ 1)] = s


cdef inline void bonus_add(Game* g, int seat, int icon, int colour, int sp) noexcept nogil:
    """Not a rule: tallies a card's bonus for bonus()"""
    if icon >= 0:
        g.bon[9 * seat + 3 * icon + colour] += 1
        g.bon[9 * seat + 3 * icon + 1] += sp


cdef inline void add_card(Game* g, int seat, int card) noexcept nogil:
    """Not a rule: a card into the seat's area, its bonus tallied"""
    if g.ncards[seat] >= 60:
        g.err = 1
        return
    g.cards[seat][g.ncards[seat]] = card
    g.ncards[seat] += 1
    bonus_add(g, seat, g.t[T_CARDICON + card], card // 20, g.t[T_BONUS + card % 20 + 1])


cdef inline int remove_item(int* items, int* count, int v) noexcept nogil:
    """list.remove (order kept); 0 when v is missing.

    Without data-dependent branches (where v sits is random in a playout, and the
    mispredicted exits of a search-and-shift cost more than these two short passes).

    Not a rule: list bookkeeping
    """
    cdef int i, n = count[0], at = n, hit
    for i in range(n - 1, -1, -1):  # the first occurrence wins
        hit = items[i] == v
        at ^= (at ^ i) & -hit
    if at == n:
        return 0
    for i in range(n - 1):
        items[i] = items[i + (i >= at)]
    count[0] = n - 1
    return 1


# ---- scoring (§10) ----------------------------------------------------------------

cdef void table_scores(Game* g, int* scores) noexcept nogil:
    """Twin: game.rules.ginkgopolis.scoring.score_table (§10)
    Twin: game.rules.ginkgopolis.scoring.card_points (§8.2)
    """
    cdef int colour[60]
    cdef int number[60]
    cdef int firsts[3 * MAXP]
    cdef int owned[3 * MAXP]
    cdef int low[MAXP]
    cdef int tall[MAXP]
    cdef int icons[3]
    cdef int colours[3]
    cdef int scratch[6 * 60 + 3 * 60 * MAXP]
    cdef int n = g.n, nb = g.nb, p, s, k, card, num, kind, col, total, icon
    cdef const int* t = g.t
    for s in range(nb):
        colour[s] = g.btop[s] // 20
        number[s] = g.btop[s] % 20 + 1
    for p in range(n):
        scores[p] = 0
        low[p] = 0
        tall[p] = 0
    for p in range(3 * n):
        firsts[p] = 0
        owned[p] = 0
    ginkgo_districts(nb, colour, g.bh, g.bown, number, 4, g.bnbr, n, scores, firsts, scratch)
    for s in range(nb):
        p = g.bown[s]
        if p >= 0:
            owned[3 * p + colour[s]] += 1
            if g.bh[s] <= 2:
                low[p] += 1
            else:
                tall[p] += 1
    for p in range(n):
        for k in range(3):
            icons[k] = 0
            colours[k] = 0
        for k in range(g.nchars[p]):
            icons[t[T_CHICON + g.chars[p][k]]] += 1
            colours[t[T_CHCOL + g.chars[p][k]]] += 1
        for k in range(g.ncards[p]):
            card = g.cards[p][k]
            icon = t[T_CARDICON + card]
            if icon >= 0:
                icons[icon] += 1
            colours[card // 20] += 1
        total = scores[p] + g.sp[p] + 2 * g.newhand[p]
        for k in range(g.ncards[p]):
            card = g.cards[p][k]
            num = card % 20 + 1
            kind = t[T_KIND + num]
            if kind == 0:
                continue
            col = card // 20
            if kind == 1:
                total += owned[3 * p + t[T_MAP + 3 * num + col]]
            elif kind == 2:
                total += 2 * firsts[3 * p + t[T_MAP + 3 * num + col]]
            elif kind == 3:
                total += low[p]
            elif kind == 4:
                total += 3 * tall[p]
            elif kind == 5:
                total += 2 * icons[t[T_SICON + num]]
            elif kind == 6:
                total += 2 * colours[col]
            else:
                total += t[T_POINTS + num]
        scores[p] = total


# ---- legal moves ------------------------------------------------------------------

cdef int empties(Game* g, int cell, int* out) noexcept nogil:
    """Twin: game.rules.ginkgopolis.gains.empties (§6.2)
    Twin: game.rules.ginkgopolis.gains.adjacent (§6.2)
    """
    cdef int d, k = 0
    for d in range(4):
        if g.grid[cell + STEP[d]] == 0:
            out[k] = cell + STEP[d]
            k += 1
    return k


cdef inline int xy_key(int cell) noexcept nogil:
    """Not a rule: the sort key of spaces"""
    return (cell % G) * G + cell // G


cdef inline void sorted_hand(const int* items, int count, int* out) noexcept nogil:
    """out = sorted(items[:count]) (insertion sort: hands hold at most a few cards).

    Not a rule: sorting
    """
    cdef int i, j, v
    for i in range(count):
        v = items[i]
        j = i
        while j > 0 and out[j - 1] > v:
            out[j] = out[j - 1]
            j -= 1
        out[j] = v


cdef inline int build_budget(Game* g, int seat, int card) noexcept nogil:
    """Resources left after constructing on ``card``'s building; < 0: unaffordable.

    Twin: game.rules.ginkgopolis.play.play_choices (§6.3)
    """
    cdef int s = g.where[card]
    cdef int h = g.bh[s]
    return g.res[seat] + (h if g.bown[s] == seat else 0) - h - 1




cdef inline uint64_t fitting_tiles(Game* g, int seat, int card, int budget) noexcept nogil:
    """The held tiles (as a mask) that may go on building ``card`` with this budget.

    Tile ids are colour * 20 + number, so the mask's bits in increasing order are the
    sorted tiles: those numbered at least number - SP, of the building's colour only
    when the budget leaves no resource for another colour.

    Twin: game.rules.ginkgopolis.play.play_choices (§6.3)
    """
    cdef int low = card % 20 - g.sp[seat]
    cdef uint64_t numbers = ((<uint64_t> 1 << 20) - 1) & ~(
        (<uint64_t> 1 << (low if low > 0 else 0)) - 1)
    if budget >= 1:
        return g.held[seat] & (numbers | numbers << 20 | numbers << 40)
    return g.held[seat] & (numbers << (20 * (card // 20)))


cdef int choose_count(Game* g, uint64_t* cards, int* count_of) noexcept nogil:
    """The number of CHOOSE moves of the seat to move, without listing them: bit c of
    ``cards[c // 64]`` is set for each card c in hand (cards walk in sorted order, as
    ``legal`` lists them) and ``count_of[c]`` gets the number of moves of card c.

    Twin: game.rules.ginkgopolis.play.play_choices (§4.1)
    """
    cdef int seat = g.cur, i, card, c, budget
    cdef int total = 1 if g.newhand[seat] else 0
    cards[0] = 0
    cards[1] = 0
    for i in range(g.nhand[seat]):
        card = g.hand[seat][i]
        cards[card >> 6] |= (<uint64_t> 1) << (card & 63)
        c = 1
        if card >= LETTER_BASE:
            if g.res[seat] >= 1:
                c += polis_popcount64(g.held[seat])
        else:
            budget = build_budget(g, seat, card)
            if budget >= 0:
                c += polis_popcount64(fitting_tiles(g, seat, card, budget))
        count_of[card] = c
        total += c
    return total


cdef int choose_nth(Game* g, const uint64_t* cards, const int* count_of, int r) noexcept nogil:
    """The ``r``-th CHOOSE move in ``legal``'s order (cards, count_of: ``choose_count``).

    Twin: game.rules.ginkgopolis.play.play_choices (§4.1)
    """
    cdef int seat = g.cur, w, card = -1
    cdef uint64_t bits
    if g.newhand[seat]:
        if r == 0:
            return encode(NEWHAND, 0, 0)
        r -= 1
    for w in range(2):
        bits = cards[w]
        while bits:
            card = 64 * w + polis_ctz64(bits)
            if r < count_of[card]:
                break
            r -= count_of[card]
            bits &= bits - 1
        if bits:
            break
    if r == 0:
        return encode(PLAY, card, -1)
    r -= 1
    if card >= LETTER_BASE:
        bits = g.held[seat]
    else:
        bits = fitting_tiles(g, seat, card, build_budget(g, seat, card))
    while r > 0:  # drop the r lowest: the r-th fitting tile in sorted order is next
        bits &= bits - 1
        r -= 1
    return encode(PLAY, card, polis_ctz64(bits))


cdef int random_move(Game* g, uint64_t* rng) noexcept nogil:
    """``moves[rand_below(rng, n)]`` of ``n = legal(g, moves)`` (the same draw, the same
    move) without listing the CHOOSE moves, which are up to hand x tiles; -1: none.

    Not a rule: the random policy's draw over legal's moves
    """
    cdef int moves[MAXLEGAL]
    cdef uint64_t cards[2]
    cdef int count_of[72]
    cdef int n
    if g.phase == CHOOSE and g.cur >= 0:
        n = choose_count(g, cards, count_of)
        if n <= 0:
            return -1
        return choose_nth(g, cards, count_of, rand_below(rng, n))
    n = legal(g, moves)
    if n <= 0:
        return -1
    return moves[rand_below(rng, n)]


cdef int legal(Game* g, int* out) noexcept nogil:
    """The encoded legal moves, in the engine's order; their count.

    Twin: game.rules.ginkgopolis.turn.compute_legal (§12.1)
    Twin: game.rules.ginkgopolis.play.play_choices (§4.1)
    """
    cdef int seat = g.cur, m = 0, i, j, v, card, res, budget
    cdef uint64_t fits
    cdef int cells[4]
    cdef int ne
    cdef int hand[MAXHAND]
    if seat < 0:
        return 0
    if g.phase == CHOOSE:
        if g.newhand[seat]:
            out[m] = encode(NEWHAND, 0, 0)
            m += 1
        res = g.res[seat]
        sorted_hand(g.hand[seat], g.nhand[seat], hand)
        for i in range(g.nhand[seat]):
            card = hand[i]
            out[m] = encode(PLAY, card, -1)
            m += 1
            if card >= LETTER_BASE:
                if res >= 1:
                    fits = g.held[seat]
                    while fits:  # in increasing order: the sorted tiles
                        out[m] = encode(PLAY, card, polis_ctz64(fits))
                        m += 1
                        fits &= fits - 1
                continue
            budget = build_budget(g, seat, card)
            if budget < 0:
                continue
            fits = fitting_tiles(g, seat, card, budget)
            while fits:  # in increasing order: the sorted tiles
                out[m] = encode(PLAY, card, polis_ctz64(fits))
                m += 1
                fits &= fits - 1
        return m
    if g.phase == DRAFT:
        sorted_hand(g.dhands[seat], g.ndh[seat], hand)
        for i in range(g.ndh[seat]):
            out[i] = encode(PICK, hand[i], 0)
        return g.ndh[seat]
    if g.phase == RESOLVE:
        if g.pend[0] == P_TAKE:
            out[0] = encode(TAKE, 0, 0)
            out[1] = encode(TAKE, 1, 0)
            return 2
        ne = empties(g, (g.pend[4] + OFF) * G + g.pend[3] + OFF, cells)
        for i in range(1, ne):
            v = cells[i]
            j = i
            while j > 0 and xy_key(cells[j - 1]) > xy_key(v):
                cells[j] = cells[j - 1]
                j -= 1
            cells[j] = v
        for i in range(ne):
            out[i] = encode(TOKEN, cells[i] % G, cells[i] // G)
        return ne
    fits = g.held[seat]
    while fits:
        out[m] = encode(RETURN_KIND, polis_ctz64(fits), 0)
        m += 1
        fits &= fits - 1
    out[m] = encode(RETURN_DONE, 0, 0)
    return m + 1


# ---- applying a move --------------------------------------------------------------

cdef inline int order(Game* g, int i) noexcept nogil:
    """Twin: game.rules.ginkgopolis.state.GinkgoState.order (§4.2)"""
    # first < n and 0 <= i < n: a subtraction instead of a (slow) modulo
    cdef int k = g.first + i
    return k - g.n if k >= g.n else k


cdef inline void gain_resources(Game* g, int seat, int count) noexcept nogil:
    """Twin: game.rules.ginkgopolis.gains.gain_resources (§5)"""
    cdef int got = count if count < g.pool[seat] else g.pool[seat]
    g.pool[seat] -= got
    g.res[seat] += got


cdef inline void gain_tiles(Game* g, int seat, int count) noexcept nogil:
    """Take ``count`` tiles from the supply into the seat's tiles.

    Twin: game.rules.ginkgopolis.gains.gain_tiles (§5)
    """
    cdef int k
    for k in range(count if count < g.nsupply else g.nsupply):
        g.nsupply -= 1
        g.held[seat] |= (<uint64_t> 1) << g.supply[g.nsupply]


cdef inline void gain(Game* g, int seat, int colour, int count) noexcept nogil:
    """Twin: game.rules.ginkgopolis.gains.gain (§5)"""
    if colour == 0:
        gain_resources(g, seat, count)
    elif colour == 1:
        g.sp[seat] += count
    else:
        gain_tiles(g, seat, count)


cdef inline void bonus(Game* g, int seat, int icon) noexcept nogil:
    """Twin: game.rules.ginkgopolis.gains.bonus (§6.5)"""
    cdef int at = 9 * seat + 3 * icon
    if g.bon[at]:
        gain_resources(g, seat, g.bon[at])
    if g.bon[at + 2]:
        gain_tiles(g, seat, g.bon[at + 2])
    g.sp[seat] += g.bon[at + 1]


cdef void refill(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.cards.refill (§7.2)"""
    cdef int k, i, j, v, keep
    for k in range(g.nmarked):
        discard_add(g, g.btop[g.grid[g.marked[k]] - 1])
    g.nmarked = 0
    for i in range(g.ndiscard - 1, 0, -1):
        j = rand_below(&g.rng, i + 1)
        v = g.discard[i]
        g.discard[i] = g.discard[j]
        g.discard[j] = v
    keep = 0
    if not g.solo and g.n <= 3 and g.ndiscard > 7:
        keep = 7
    g.ndraw = g.ndiscard - keep
    for k in range(g.ndraw):
        g.draw[k] = g.discard[k]
    for k in range(keep):
        g.discard[k] = g.discard[g.ndraw + k]
    g.ndiscard = keep


cdef int draw_card(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.cards.draw_card (§7.2)"""
    if g.ndraw == 0:
        refill(g)
        if g.ndraw == 0:
            return -1
    g.ndraw -= 1
    return g.draw[g.ndraw]


cdef void draw_into(Game* g, int seat) noexcept nogil:
    """Twin: game.rules.ginkgopolis.cards.draw_into (§7.2)"""
    cdef int card = draw_card(g)
    if card >= 0:
        if g.nhand[seat] >= MAXHAND:
            g.err = 1
            return
        g.hand[seat][g.nhand[seat]] = card
        g.nhand[seat] += 1


cdef void pick(Game* g, int seat, int char) noexcept nogil:
    """Twin: game.rules.ginkgopolis.draft.pick (§3.1)"""
    cdef int n = g.n, p, k, i
    cdef int old[MAXP][4]
    cdef int nold[MAXP]
    remove_item(g.dhands[seat], &g.ndh[seat], char)
    if g.ndp[seat] >= 3:
        g.err = 1
        return
    g.dpicks[seat][g.ndp[seat]] = char
    g.ndp[seat] += 1
    g.idx += 1
    if g.idx < n:
        g.cur = order(g, g.idx)
        return
    g.idx = 0
    if g.draft_round < 2:
        g.draft_round += 1
        for p in range(n):
            nold[p] = g.ndh[p]
            for k in range(nold[p]):
                old[p][k] = g.dhands[p][k]
        for p in range(n):
            i = (p - 1 + n) % n
            g.ndh[p] = nold[i]
            for k in range(nold[i]):
                g.dhands[p][k] = old[i][k]
        g.cur = g.first
        return
    for p in range(n):
        g.nchars[p] = g.ndp[p]
        for k in range(g.ndp[p]):
            g.chars[p][k] = g.dpicks[p][k]
            bonus_add(g, p, g.t[T_CHICON + g.chars[p][k]], g.t[T_CHCOL + g.chars[p][k]], 0)
        g.ndh[p] = 0
        g.ndp[p] = 0
    finish_characters(g)


cdef void finish_characters(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.start.finish_characters (§2)"""
    cdef int i, seat, k, r, sp, tiles, ch
    for i in range(g.n):
        seat = order(g, i)
        r = 0
        sp = 0
        tiles = 0
        for k in range(g.nchars[seat]):
            ch = g.chars[seat][k]
            r += g.t[T_GIFT + 3 * ch]
            sp += g.t[T_GIFT + 3 * ch + 1]
            tiles += g.t[T_GIFT + 3 * ch + 2]
        gain_resources(g, seat, r)
        gain_tiles(g, seat, tiles)
        g.sp[seat] += sp
    for i in range(g.n):
        seat = order(g, i)
        for k in range(4):
            draw_into(g, seat)
    g.phase = CHOOSE
    g.idx = 0
    next_chooser(g)


cdef void next_chooser(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.next_chooser (§4.1)"""
    cdef int seat
    while g.idx < g.n:
        seat = order(g, g.idx)
        if g.nhand[seat]:
            g.cur = seat
            return
        g.idx += 1
    g.phase = RESOLVE
    g.idx = 0
    run_resolve(g)


cdef void new_hand(Game* g, int seat) noexcept nogil:
    """Twin: game.rules.ginkgopolis.play.new_hand (§4.1)"""
    cdef int k
    g.newhand[seat] -= 1
    for k in range(g.nhand[seat]):
        discard_add(g, g.hand[seat][k])
    g.nhand[seat] = 0
    for k in range(4):
        draw_into(g, seat)


cdef void choose(Game* g, int seat, int card, int tile) noexcept nogil:
    """Twin: game.rules.ginkgopolis.play.choose (§4.1)"""
    cdef int k
    remove_item(g.hand[seat], &g.nhand[seat], card)
    if tile >= 0:
        g.held[seat] &= ~((<uint64_t> 1) << tile)
    g.ch_card[seat] = card
    g.ch_tile[seat] = tile
    if g.solo:
        for k in range(g.nhand[0]):
            discard_add(g, g.hand[0][k])
        g.nhand[0] = 0
        g.phase = RESOLVE
        g.idx = 0
        run_resolve(g)
        return
    g.idx += 1
    next_chooser(g)


cdef void run_resolve(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.run_resolve (§4.2)"""
    cdef int count = 2 if g.solo else g.n
    cdef int seat
    while g.idx < count:
        seat = g.idx if g.solo else order(g, g.idx)
        if g.ch_card[seat] >= 0:
            if g.solo and seat == HAL:
                hal_turn(g)
            else:
                resolve(g, seat)
            if g.pend[0]:
                g.cur = 0 if g.solo else g.pend[1]
                return
        g.idx += 1
    if g.solo:
        end_solo_round(g)
    else:
        end_round(g)


cdef void resolve(Game* g, int seat) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.resolve (§4.2, §6)
    Twin: game.rules.ginkgopolis.exploit.exploit (§6.1)
    """
    cdef int card = g.ch_card[seat], tile = g.ch_tile[seat], s
    cdef bint can_res, can_tile
    g.ch_card[seat] = -1
    if tile < 0:
        if card >= LETTER_BASE:
            can_res = g.pool[seat] > 0
            can_tile = g.nsupply > 0
            if can_res and can_tile:
                g.pend[0] = P_TAKE
                g.pend[1] = seat
                g.pend[2] = card
                g.pend[3] = 0
                g.pend[4] = 0
                return
            if can_res:
                gain_resources(g, seat, 1)
            elif can_tile:
                gain_tiles(g, seat, 1)
        else:
            s = g.where[card]
            gain(g, seat, g.btop[s] // 20, g.bh[s])
        finish_exploit(g, seat, card)
    elif card >= LETTER_BASE:
        urbanize(g, seat, card, tile)
    else:
        construct(g, seat, card, tile)


cdef inline void finish_exploit(Game* g, int seat, int card) noexcept nogil:
    """Twin: game.rules.ginkgopolis.exploit.finish_exploit (§6.1, §6.5)"""
    bonus(g, seat, 0)
    discard_add(g, card)


cdef inline void clear_pend(Game* g) noexcept nogil:
    """Not a rule: the pending decision's fields"""
    g.pend[0] = 0
    g.pend[1] = 0
    g.pend[2] = 0
    g.pend[3] = 0
    g.pend[4] = 0


cdef void take(Game* g, int what) noexcept nogil:
    """Twin: game.rules.ginkgopolis.exploit.take (§6.1)"""
    cdef int seat = g.pend[1], card = g.pend[2]
    clear_pend(g)
    if what:
        gain_tiles(g, seat, 1)
    else:
        gain_resources(g, seat, 1)
    finish_exploit(g, seat, card)
    g.idx += 1
    run_resolve(g)


cdef void urbanize(Game* g, int seat, int card, int tile) noexcept nogil:
    """Twin: game.rules.ginkgopolis.urbanize.urbanize (§6.2)"""
    cdef int letter = card - LETTER_BASE
    cdef int cell = g.tok[letter]
    cdef int s = g.nb
    cdef int cells[4]
    cdef int ne
    if s >= 60 or cell < 0:
        g.err = 1
        return
    g.nb += 1
    g.bcell[s] = cell
    g.btop[s] = tile
    g.bh[s] = 1
    g.bown[s] = seat
    g.where[tile] = s
    link(g, s, cell)
    if g.solo and seat == HAL:
        g.pool[HAL] -= 1
    else:
        g.res[seat] -= 1
    if g.nmarked >= MAXMARK:
        g.err = 1
        return
    g.marked[g.nmarked] = cell
    g.nmarked += 1
    ne = empties(g, cell, cells)
    if ne >= 2:
        g.pend[0] = P_TOKEN
        g.pend[1] = seat
        g.pend[2] = card
        g.pend[3] = cell % G - OFF
        g.pend[4] = cell // G - OFF
        return
    if ne:
        g.tok[letter] = cells[0]
        g.grid[cells[0]] = <uint8_t> (TOKEN_BASE + letter)
    else:
        g.tok[letter] = -1
    finish_urbanize(g, seat, card, cell)


cdef void move_token(Game* g, int target) noexcept nogil:
    """Twin: game.rules.ginkgopolis.urbanize.move_token (§6.2)"""
    cdef int seat = g.pend[1], card = g.pend[2]
    cdef int cell = (g.pend[4] + OFF) * G + g.pend[3] + OFF
    cdef int letter = card - LETTER_BASE
    clear_pend(g)
    g.tok[letter] = target
    g.grid[target] = <uint8_t> (TOKEN_BASE + letter)
    finish_urbanize(g, seat, card, cell)
    g.idx += 1
    run_resolve(g)


cdef void finish_urbanize(Game* g, int seat, int card, int cell) noexcept nogil:
    """Twin: game.rules.ginkgopolis.urbanize.finish_urbanize (§6.2, §6.5)"""
    cdef int d, v
    if g.solo and seat == HAL:
        for d in range(4):
            v = g.grid[cell + STEP[d]]
            if 1 <= v <= 60:
                g.sp[HAL] += g.bh[v - 1]
    else:
        for d in range(4):
            v = g.grid[cell + STEP[d]]
            if 1 <= v <= 60:
                gain(g, seat, g.btop[v - 1] // 20, g.bh[v - 1])
        bonus(g, seat, 1)
    if g.tok[card - LETTER_BASE] >= 0:
        discard_add(g, card)


cdef void construct(Game* g, int seat, int card, int tile) noexcept nogil:
    """Twin: game.rules.ginkgopolis.construct.construct (§6.3, §6.4)"""
    cdef bint hal = g.solo and seat == HAL
    cdef int s = g.where[card], height, owner, drop
    if s < 0:
        g.err = 1
        return
    g.where[card] = -1
    height = g.bh[s]
    owner = g.bown[s]
    if owner >= 0:
        if g.solo and owner == HAL:
            g.pool[HAL] += height
        else:
            g.res[owner] += height
        if owner != seat:
            g.sp[owner] += height
    g.btop[s] = tile
    g.bh[s] = height + 1
    g.bown[s] = seat
    g.where[tile] = s
    drop = card % 20 - tile % 20
    if drop < 0:
        drop = 0
    if hal:
        g.sp[HAL] = g.sp[HAL] - drop if g.sp[HAL] > drop else 0
        g.pool[HAL] -= height + 1
    else:
        if tile // 20 != card // 20:
            g.res[seat] -= 1
            g.pool[seat] += 1
        g.sp[seat] -= drop
        g.res[seat] -= height + 1
    if g.nmarked >= MAXMARK:
        g.err = 1
        return
    g.marked[g.nmarked] = g.bcell[s]
    g.nmarked += 1
    if not hal:
        bonus(g, seat, 2)
    add_card(g, seat, card)


cdef void hal_turn(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.solo.hal_turn (§11)"""
    cdef int card = g.ch_card[HAL], s, height, tile
    cdef bint ok
    g.ch_card[HAL] = -1
    if g.nsupply:
        if card >= LETTER_BASE:
            ok = g.pool[HAL] >= 1
        else:
            s = g.where[card]
            height = g.bh[s]
            ok = g.pool[HAL] + (height if g.bown[s] == HAL else 0) >= height + 1
        if ok:
            g.nsupply -= 1
            tile = g.supply[g.nsupply]
            if card >= LETTER_BASE:
                urbanize(g, HAL, card, tile)
            else:
                construct(g, HAL, card, tile)
            return
        g.hal_failed = 1
    discard_add(g, card)


cdef void end_round(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.end_round (§4.3, §9.1)"""
    if g.nsupply == 0 and not g.return_done:
        g.phase = RETURN
        g.idx = 0
        g.cur = g.first
        return
    after_return(g)


cdef void return_next(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.return_next (§9.1)"""
    cdef int i, k, seat, m = 0, j, v
    g.idx += 1
    if g.idx < g.n:
        g.cur = order(g, g.idx)
        return
    for i in range(g.n):
        seat = order(g, i)
        g.sp[seat] += g.nret[seat]
        for k in range(g.nret[seat]):
            if m >= 60:
                g.err = 1
                return
            g.supply[m] = g.returning[seat][k]
            m += 1
        g.nret[seat] = 0
    for i in range(1, m):  # back.sort()
        v = g.supply[i]
        j = i
        while j > 0 and g.supply[j - 1] > v:
            g.supply[j] = g.supply[j - 1]
            j -= 1
        g.supply[j] = v
    for i in range(m - 1, 0, -1):
        j = rand_below(&g.rng, i + 1)
        v = g.supply[i]
        g.supply[i] = g.supply[j]
        g.supply[j] = v
    g.nsupply = m
    g.return_done = 1
    after_return(g)


cdef bint game_ends(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.game_ends (§9.2, §11)"""
    cdef int p
    if g.solo:
        return (g.nsupply == 0 or g.pool[0] + g.res[0] == 0 or g.pool[HAL] == 0
                or g.hal_failed)
    if g.nsupply == 0 and g.return_done:
        return True
    for p in range(g.n):
        if g.pool[p] + g.res[p] == 0:
            return True
    return False


cdef inline void finish(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.finish (§9.2)"""
    g.phase = OVER
    g.cur = -1


cdef void after_return(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.after_return (§4.3)"""
    cdef int n = g.n, p, i, last
    cdef int row[MAXHAND]
    cdef bint any_card = False
    if game_ends(g):
        finish(g)
        return
    # hands pass left: whole fixed-size rows move (no copies of varying length)
    row = g.hand[n - 1]
    last = g.nhand[n - 1]
    for p in range(n - 1, 0, -1):
        g.hand[p] = g.hand[p - 1]
        g.nhand[p] = g.nhand[p - 1]
    g.hand[0] = row
    g.nhand[0] = last
    g.first = (g.first + 1) % n
    for i in range(n):
        draw_into(g, order(g, i))
    for p in range(n):
        if g.nhand[p]:
            any_card = True
    if not any_card:
        finish(g)
        return
    g.phase = CHOOSE
    g.idx = 0
    next_chooser(g)


cdef void start_solo_round(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.start_solo_round (§11)"""
    cdef int k, card
    for k in range(3):
        draw_into(g, 0)
    card = draw_card(g)
    g.ch_card[HAL] = card
    g.ch_tile[HAL] = -1
    g.phase = CHOOSE
    g.idx = 0
    if g.nhand[0] == 0 and card < 0:
        finish(g)
    elif g.nhand[0]:
        g.cur = 0
    else:
        g.phase = RESOLVE
        run_resolve(g)


cdef void end_solo_round(Game* g) noexcept nogil:
    """Twin: game.rules.ginkgopolis.rounds.end_solo_round (§11)"""
    if game_ends(g):
        finish(g)
        return
    start_solo_round(g)


cdef void apply(Game* g, int code) noexcept nogil:
    """Twin: game.rules.ginkgopolis.turn.perform (§12.1)"""
    cdef int b = code % 128 - 1
    cdef int a = code // 128 % 128
    cdef int kind = code // 16384
    cdef int seat = g.cur
    if kind == PLAY:
        choose(g, seat, a, b)
    elif kind == NEWHAND:
        new_hand(g, seat)
    elif kind == TAKE:
        take(g, a)
    elif kind == TOKEN:
        move_token(g, b * G + a)
    elif kind == RETURN_KIND:
        g.held[seat] &= ~((<uint64_t> 1) << a)
        g.returning[seat][g.nret[seat]] = a
        g.nret[seat] += 1
    elif kind == RETURN_DONE:
        return_next(g)
    else:
        pick(g, seat, a)


# ---- the playout ------------------------------------------------------------------

cdef int greedy_move(Game* g, Game* child, int* moves, int n, uint64_t* rng,
                     int sample) noexcept nogil:
    """Not a rule: the AI's greedy policy (ai/policies.py)"""
    cdef int count, i, j, v, seat, before, best, best_gain, gain
    cdef int scores[MAXP]
    if n == 1:
        return moves[0]
    count = n
    if n > sample:
        count = sample
        for i in range(count):
            j = i + rand_below(rng, n - i)
            v = moves[i]
            moves[i] = moves[j]
            moves[j] = v
    seat = g.cur
    table_scores(g, scores)
    before = scores[seat]
    best = 0
    best_gain = 0
    for i in range(count):
        child[0] = g[0]
        apply(child, moves[i])
        table_scores(child, scores)
        gain = scores[seat] - before
        if i == 0 or gain > best_gain:
            best = i
            best_gain = gain
    return moves[best]


cdef int run(Game* g, Game* child, int policy, double eps, int sample, int depth,
             uint64_t seed, int* played, int* scores) noexcept nogil:
    """Play to the end (or depth moves); the number of moves, -1 on error.

    Not a rule: the playout loop (apply and the AI's policies)
    """
    cdef uint64_t rng = seed
    cdef int nplayed = 0, n, move
    cdef int moves[MAXLEGAL]
    while g.cur >= 0:
        if (depth > 0 and nplayed >= depth) or nplayed >= MAXPLAYED:
            break
        # ai.policies' choice: a random move, or epsilon-greedy's coin, then greedy
        if policy == 0 or (
                policy == 2 and (polis_sm_next(&rng) >> 11) * (1.0 / 9007199254740992.0) < eps):
            move = random_move(g, &rng)
            if move < 0:
                return -1
        else:
            n = legal(g, moves)
            if n <= 0:
                return -1
            move = greedy_move(g, child, moves, n, &rng, sample)
        apply(g, move)
        if g.err:
            return -1
        if played != NULL:
            played[nplayed] = move
        nplayed += 1
    table_scores(g, scores)
    return nplayed


# ---- loading ----------------------------------------------------------------------

cdef int _cell(int x, int y) except -1:
    """Not a rule: grid layout"""
    if not -MAX_COORD <= x <= MAX_COORD or not -MAX_COORD <= y <= MAX_COORD:
        raise ValueError("space beyond the playout grid")
    return (y + OFF) * G + x + OFF


cdef int _ids(const int* f, Py_ssize_t n, int at, int low, int high, int cap, int* out,
              int* count) except -1:
    """Read a count-prefixed list into out; the position after it.

    Not a rule: reads the compact form
    """
    cdef int k, c
    if at >= n:
        raise ValueError("compact form too short")
    c = f[at]
    if not 0 <= c <= cap or at + 1 + c > n:
        raise ValueError("bad list length in the compact form")
    for k in range(c):
        if not low <= f[at + 1 + k] < high:
            raise ValueError("bad id in the compact form")
        out[k] = f[at + 1 + k]
    count[0] = c
    return at + 1 + c


cdef void _load(Game* g, const int* f, Py_ssize_t n, const int* t) except *:
    """Fill g from the compact form f[0:n], checking every field.

    Not a rule: reads the compact form
    """
    cdef int at, s, k, cell, top, h, own, p, letter, i, c
    cdef int choice[2]
    cdef int ids[60]  # a seat's tiles, then its cards
    cdef int nids
    memset(g, 0, sizeof(Game))
    g.t = t
    if n < HEADER + 1:
        raise ValueError("compact form too short")
    g.n = f[H_N]
    if not 2 <= g.n <= 5:
        raise ValueError("bad compact form")
    g.solo = f[H_SOLO]
    g.phase = f[H_PHASE]
    g.idx = f[H_IDX]
    g.first = f[H_FIRST]
    g.cur = f[H_CUR]
    if g.phase not in (DRAFT, CHOOSE, RESOLVE, RETURN, OVER) or not -1 <= g.cur < g.n:
        raise ValueError("bad phase in the compact form")
    if not 0 <= g.first < g.n or not 0 <= g.idx <= g.n or (g.solo and g.n != 2):
        raise ValueError("bad compact form")
    g.return_done = f[H_RETURN_DONE]
    g.hal_failed = f[H_HAL_FAILED]
    g.draft_round = f[H_DRAFT_ROUND]
    if not 0 <= g.draft_round <= 2:
        raise ValueError("bad draft round")
    for k in range(5):
        g.pend[k] = f[H_PEND + k]
    if g.pend[0] and (not 0 <= g.pend[1] < g.n or not 0 <= g.pend[2] < 72):
        raise ValueError("bad pending decision")
    if g.phase == RESOLVE and g.cur >= 0 and g.pend[0] not in (P_TAKE, P_TOKEN):
        raise ValueError("bad pending decision")
    g.rng = 0
    for k in range(4):
        g.rng |= (<uint64_t> (f[H_RNG + k] & 0xFFFF)) << (16 * k)
    for k in range(60):
        g.where[k] = -1
    for k in range(240):
        g.bnbr[k] = -1
    at = HEADER
    g.nb = f[at]
    at += 1
    if not 1 <= g.nb <= 60:
        raise ValueError("bad building count")
    if at + 5 * g.nb + 1 > n:
        raise ValueError("compact form too short")
    for s in range(g.nb):
        cell = _cell(f[at], f[at + 1])
        top = f[at + 2]
        h = f[at + 3]
        own = f[at + 4]
        if not 0 <= top < 60 or not 1 <= h <= 99 or not -1 <= own < g.n or g.grid[cell]:
            raise ValueError("bad building in the compact form")
        if g.where[top] >= 0:
            raise ValueError("a tile twice in the city")
        g.bcell[s] = cell
        g.btop[s] = top
        g.bh[s] = h
        g.bown[s] = own
        g.where[top] = s
        link(g, s, cell)
        at += 5
    c = f[at]
    at += 1
    if not 0 <= c <= MAXMARK:
        raise ValueError("bad marked count")
    if at + 2 * c + 36 > n:
        raise ValueError("compact form too short")
    g.nmarked = c
    for k in range(c):
        cell = _cell(f[at], f[at + 1])
        if not 1 <= g.grid[cell] <= 60:
            raise ValueError("a marker off the city")
        g.marked[k] = cell
        at += 2
    for letter in range(12):
        g.tok[letter] = -1
        if f[at]:
            cell = _cell(f[at + 1], f[at + 2])
            if g.grid[cell]:
                raise ValueError("a token on a taken space")
            g.tok[letter] = cell
            g.grid[cell] = <uint8_t> (TOKEN_BASE + letter)
        at += 3
    at = _ids(f, n, at, 0, 60, 60, g.supply, &g.nsupply)
    at = _ids(f, n, at, 0, 72, 72, g.draw, &g.ndraw)
    at = _ids(f, n, at, 0, 72, 72, g.discard, &g.ndiscard)
    for p in range(g.n):
        if at + 4 > n:
            raise ValueError("compact form too short")
        g.pool[p] = f[at]
        g.res[p] = f[at + 1]
        g.sp[p] = f[at + 2]
        g.newhand[p] = f[at + 3]
        if (min(min(f[at], f[at + 1]), min(f[at + 2], f[at + 3])) < 0 or g.pool[p] > 99
                or g.res[p] > 99 or g.newhand[p] > 9):
            raise ValueError("bad seat counts")
        at += 4
        at = _ids(f, n, at, 0, 60, 60, ids, &nids)
        for i in range(nids):
            if g.held[p] >> ids[i] & 1:
                raise ValueError("a tile twice in a seat's tiles")
            g.held[p] |= (<uint64_t> 1) << ids[i]
        at = _ids(f, n, at, 0, 72, MAXHAND, g.hand[p], &g.nhand[p])
        at = _ids(f, n, at, -1, 72, 2, choice, &c)
        g.ch_card[p] = -1
        g.ch_tile[p] = -1
        if c == 2:
            if not 0 <= choice[0] < 72 or choice[1] >= 60:
                raise ValueError("bad choice")
            g.ch_card[p] = choice[0]
            g.ch_tile[p] = choice[1]
        elif c:
            raise ValueError("bad choice")
        at = _ids(f, n, at, 0, 27, 27, g.chars[p], &g.nchars[p])
        at = _ids(f, n, at, 0, 60, 60, ids, &nids)
        for k in range(g.nchars[p]):
            bonus_add(g, p, t[T_CHICON + g.chars[p][k]], t[T_CHCOL + g.chars[p][k]], 0)
        for k in range(nids):
            add_card(g, p, ids[k])
        at = _ids(f, n, at, 0, 60, 60, g.returning[p], &g.nret[p])
        at = _ids(f, n, at, 0, 27, 4, g.dhands[p], &g.ndh[p])
        at = _ids(f, n, at, 0, 27, 3, g.dpicks[p], &g.ndp[p])
    if at != n:
        raise ValueError("compact form too long")


cdef array.array _INT_TEMPLATE = array.array("i")


cdef array.array _ints(object seq):
    """seq as an array('i') (the same object when it already is one; a list is copied
    by a C loop, much faster than the array constructor).

    Not a rule: argument conversion
    """
    cdef Py_ssize_t k, n
    cdef array.array out
    cdef list items
    if type(seq) is array.array and (<array.array> seq).ob_descr.typecode == c'i':
        return <array.array> seq
    if type(seq) is list:
        items = <list> seq
        n = len(items)
        out = array.clone(_INT_TEMPLATE, n, False)
        for k in range(n):
            out.data.as_ints[k] = items[k]
        return out
    return array.array("i", seq)


cdef array.array _tables(object tables):
    """Not a rule: the content tables"""
    cdef array.array tb = _ints(tables)
    if len(tb) != TABLES_LEN:
        raise ValueError("bad content tables")
    return tb


cdef enum:
    MAXFORM = 4096


cdef int _put_list(int* buf, int at, object seq) except -1:
    """Append len(seq) then its ints to buf (room checked against MAXFORM).

    Not a rule: writes the compact form
    """
    cdef list items = <list> seq
    cdef Py_ssize_t k, n = len(items)
    if at + 1 + n > MAXFORM:
        raise ValueError("state too large for the compact form")
    buf[at] = <int> n
    for k in range(n):
        buf[at + 1 + k] = items[k]
    return at + 1 + <int> n


cdef int _fill(object state, object rng_state, int* buf) except -1:
    """Write the compact form of an engine state into buf[0:MAXFORM]; its length.

    Not a rule: writes the compact form
    """
    cdef int at, n, seat, k, letter, moving
    cdef tuple pos, building
    cdef uint64_t s = PyLong_AsUnsignedLongLongMask(rng_state)
    cdef dict city = <dict?> state.city
    cdef dict tokens = <dict?> state.tokens
    cdef list pending = <list?> state.pending
    n = state.n
    buf[H_N] = n
    buf[H_SOLO] = 1 if state.solo else 0
    buf[H_PHASE] = state.phase
    buf[H_IDX] = state.idx
    buf[H_FIRST] = state.first
    buf[H_CUR] = state.cur
    buf[H_RETURN_DONE] = 1 if state.return_done else 0
    buf[H_HAL_FAILED] = 1 if state.hal_failed else 0
    if len(pending) > 5:
        raise ValueError("bad pending decision")
    for k in range(5):
        buf[H_PEND + k] = pending[k] if k < len(pending) else 0
    for k in range(4):
        buf[H_RNG + k] = <int> ((s >> (16 * k)) & 0xFFFF)
    buf[H_DRAFT_ROUND] = state.draft_round
    at = HEADER
    if len(city) > 60:
        raise ValueError("bad building count")
    buf[at] = len(city)
    at += 1
    for pos, building in city.items():
        buf[at] = pos[0]
        buf[at + 1] = pos[1]
        buf[at + 2] = building[0]
        buf[at + 3] = building[1]
        buf[at + 4] = building[2]
        at += 5
    cdef list marked = <list?> state.marked
    if len(marked) > MAXMARK:
        raise ValueError("bad marked count")
    buf[at] = len(marked)
    at += 1
    for pos in marked:
        buf[at] = pos[0]
        buf[at + 1] = pos[1]
        at += 2
    # the token of a pending token move still sits on its new building: in no space
    moving = buf[H_PEND + 2] - LETTER_BASE if buf[H_PEND] == P_TOKEN else -1
    for letter in range(12):
        pos = <tuple> tokens.get(letter)
        if pos is None or letter == moving:
            buf[at] = 0
            buf[at + 1] = 0
            buf[at + 2] = 0
        else:
            buf[at] = 1
            buf[at + 1] = pos[0]
            buf[at + 2] = pos[1]
        at += 3
    at = _put_list(buf, at, state.supply_tiles)
    at = _put_list(buf, at, state.draw)
    at = _put_list(buf, at, state.discard)
    cdef list pool = <list?> state.pool, res = <list?> state.res, sp = <list?> state.sp
    cdef list newhand = <list?> state.newhand, tiles = <list?> state.tiles
    cdef list hand = <list?> state.hand, choice = <list?> state.choice
    cdef list chars = <list?> state.chars, cards = <list?> state.cards
    cdef list returning = <list?> state.returning, dhands = <list?> state.draft_hands
    cdef list dpicks = <list?> state.draft_picks
    if not (len(pool) == len(res) == len(sp) == len(newhand) == len(tiles) == len(hand)
            == len(choice) == len(chars) == len(cards) == len(returning) == len(dhands)
            == len(dpicks) == n):
        raise ValueError("bad seat lists")
    for seat in range(n):
        if at + 4 > MAXFORM:
            raise ValueError("state too large for the compact form")
        buf[at] = pool[seat]
        buf[at + 1] = res[seat]
        buf[at + 2] = sp[seat]
        buf[at + 3] = newhand[seat]
        at += 4
        at = _put_list(buf, at, tiles[seat])
        at = _put_list(buf, at, hand[seat])
        at = _put_list(buf, at, choice[seat])
        at = _put_list(buf, at, chars[seat])
        at = _put_list(buf, at, cards[seat])
        at = _put_list(buf, at, returning[seat])
        at = _put_list(buf, at, dhands[seat])
        at = _put_list(buf, at, dpicks[seat])
    return at


def form_of(state, rng_state):
    """The compact form of an engine state as an array('i') (layout:
    cext/ginkgopolis_common.py; ai.fast.ginkgopolis.to_form gives it as a list).

    ``rng_state`` is the state's SplitMix64 word (``state.rng.state``).

    Not a rule: the compact form
    """
    cdef int buf[MAXFORM]
    cdef int k
    cdef int at = _fill(state, rng_state, buf)
    cdef array.array out = array.clone(_INT_TEMPLATE, at, False)
    for k in range(at):
        out.data.as_ints[k] = buf[k]
    return out


def playout(form, tables, int policy, double epsilon, int sample, int depth, seed,
            bint record=True):
    """Play to the end (or ``depth`` moves); (table scores of every seat held, moves).

    Same arguments and results as cext.ginkgopolis_playout_py.playout (``record`` False:
    no moves returned).

    Not a rule: the AI's rollout
    """
    cdef array.array f = _ints(form)
    cdef array.array tb = _tables(tables)
    cdef uint64_t useed = PyLong_AsUnsignedLongLongMask(seed)
    cdef int scores[MAXP]
    cdef int nm, j
    cdef int played[MAXPLAYED]
    cdef Game g[2]  # the second: greedy's scratch copy
    if not 0 <= policy <= 2:
        raise ValueError("policy must be 0 (random), 1 (greedy) or 2 (epsilon-greedy)")
    if sample < 1:
        sample = 1
    _load(g, f.data.as_ints, len(f), tb.data.as_ints)
    with nogil:
        nm = run(g, g + 1, policy, epsilon, sample, depth, useed,
                 played if record else NULL, scores)
    if nm < 0:
        raise RuntimeError("playout failed (no legal move or a capacity exceeded)")
    return [scores[j] for j in range(g.n)], (
        [played[j] for j in range(nm)] if record else [])


def rollout_scores(state, rng_state, tables, int policy, double epsilon, int sample,
                   int depth, seed):
    """``playout(form_of(state, rng_state), tables, ...)[0]`` in one call (the AI's
    rollout hook): the form goes from the engine state straight into the game struct.

    Not a rule: the AI's rollout
    """
    cdef int buf[MAXFORM]
    cdef array.array tb = _tables(tables)
    cdef uint64_t useed = PyLong_AsUnsignedLongLongMask(seed)
    cdef int scores[MAXP]
    cdef int nm, j, at
    cdef Game g[2]  # the second: greedy's scratch copy
    if not 0 <= policy <= 2:
        raise ValueError("policy must be 0 (random), 1 (greedy) or 2 (epsilon-greedy)")
    if sample < 1:
        sample = 1
    at = _fill(state, rng_state, buf)
    _load(g, buf, at, tb.data.as_ints)
    with nogil:
        nm = run(g, g + 1, policy, epsilon, sample, depth, useed, NULL, scores)
    if nm < 0:
        raise RuntimeError("playout failed (no legal move or a capacity exceeded)")
    return [scores[j] for j in range(g.n)]


def score_form(form, tables):
    """Every seat's table score in the compact form (no move played).

    Twin: game.rules.ginkgopolis.state.GinkgoState.table_scores (§12.5)
    """
    cdef array.array f = _ints(form)
    cdef array.array tb = _tables(tables)
    cdef int scores[MAXP]
    cdef Game g[1]
    _load(g, f.data.as_ints, len(f), tb.data.as_ints)
    table_scores(g, scores)
    return [scores[j] for j in range(g.n)]


def legal_moves(form, tables):
    """The encoded legal moves in the compact form, in the engine's order.

    Twin: game.rules.ginkgopolis.state.GinkgoState.legal_actions (§12.1)
    """
    cdef array.array f = _ints(form)
    cdef array.array tb = _tables(tables)
    cdef int moves[MAXLEGAL]
    cdef int m
    cdef Game g[1]
    _load(g, f.data.as_ints, len(f), tb.data.as_ints)
    m = legal(g, moves)
    return [moves[j] for j in range(m)]


def indexed_moves(form, tables):
    """The legal moves as the random policy reaches them by index (CHOOSE moves counted,
    not listed): equal to ``legal_moves`` when the shortcut is right (tested).

    Not a rule: the random policy's shortcut (tests)
    """
    cdef array.array f = _ints(form)
    cdef array.array tb = _tables(tables)
    cdef int moves[MAXLEGAL]
    cdef uint64_t cards[2]
    cdef int count_of[72]
    cdef int m, k
    cdef Game g[1]
    _load(g, f.data.as_ints, len(f), tb.data.as_ints)
    if g.phase == CHOOSE and g.cur >= 0:
        m = choose_count(g, cards, count_of)
        return [choose_nth(g, cards, count_of, k) for k in range(m)]
    m = legal(g, moves)
    return [moves[k] for k in range(m)]


def move_scores(form, tables):
    """The mover's table score after each legal move (legal order), as greedy sees it.

    Not a rule: greedy's view of each move (apply and table_scores)
    """
    cdef array.array f = _ints(form)
    cdef array.array tb = _tables(tables)
    cdef int moves[MAXLEGAL]
    cdef int scores[MAXP]
    cdef int m, j
    cdef Game g[2]
    _load(g, f.data.as_ints, len(f), tb.data.as_ints)
    m = legal(g, moves)
    out = []
    for j in range(m):
        g[1] = g[0]
        apply(g + 1, moves[j])
        table_scores(g + 1, scores)
        out.append(scores[g.cur])
    return out


cdef inline void _shuffle(int* v, int n, uint64_t* s) noexcept nogil:
    """GameRNG.shuffle's draws.

    Not a rule: the draws of GameRNG.shuffle (game/engine/rng.py)
    """
    cdef int i, j, x
    for i in range(n - 1, 0, -1):
        j = <int> polis_mulhi(polis_sm_next(s), <uint64_t> (i + 1))
        x = v[i]
        v[i] = v[j]
        v[j] = x


cdef bint _deal(Game* g, const int* plan, Py_ssize_t size, uint64_t* s) noexcept:
    """One attempt of determinize._deal on g; False when a face-down choice is
    impossible (g.err set for a plan that does not fit the game).

    Twin: game.rules.ginkgopolis.determinize.determinize (§12.4)
    """
    cdef int pool[72]
    cdef int tiles[60]
    cdef int opts[MAXLEGAL]
    cdef int back[MAXP]
    cdef int screen[MAXP]
    cdef int seats[MAXP]
    cdef int at = 0, np, nothers, i, k, o, p, count, nknown, need, ntiles, m, n2, code
    cdef int card, tile, saved_cur, saved_phase, cut, slen, held, pending, with_tile
    cdef int at_others
    np = plan[at]
    at += 1
    if np > 72 or at + np > size:
        g.err = 1
        return False
    for i in range(np):
        pool[i] = plan[at + i]
    at += np
    _shuffle(pool, np, s)
    nothers = plan[at]
    at += 1
    at_others = at
    for o in range(nothers):  # cards (step 1), taken from the end of the pool
        p = plan[at]
        count = plan[at + 1]
        nknown = plan[at + 4]
        seats[o] = p
        need = count - nknown
        if count > MAXHAND or need < 0 or need > np:
            g.err = 1
            return False
        for k in range(nknown):
            g.hand[p][k] = plan[at + 5 + k]
        for k in range(need):
            g.hand[p][nknown + k] = pool[np - need + k]
        g.nhand[p] = count
        np -= need
        at += 5 + nknown
    g.ndraw = np
    for i in range(np):
        g.draw[i] = pool[i]
    ntiles = plan[at]
    at += 1
    if ntiles > 60:
        g.err = 1
        return False
    for i in range(ntiles):
        tiles[i] = plan[at + i]
    at += ntiles
    for o in range(nothers):  # tiles (step 3): pending returns redrawn first
        held = plan[at]
        pending = plan[at + 1]
        back[o] = <int> polis_mulhi(polis_sm_next(s), <uint64_t> (held + 1)) if pending else (
            plan[at + 2])
        screen[o] = held - back[o]
        at += 3
    cut = plan[at]
    slen = plan[at + 1]
    _shuffle(tiles, ntiles, s)
    m = cut
    for o in range(nothers):
        p = seats[o]
        g.nret[p] = back[o]
        for k in range(back[o]):
            g.returning[p][k] = tiles[m + k]
        m += back[o]
        g.held[p] = 0
        for k in range(screen[o]):
            g.held[p] |= (<uint64_t> 1) << tiles[m + k]
        m += screen[o]
    if m + slen > ntiles:
        g.err = 1
        return False
    g.nsupply = slen
    for k in range(slen):
        g.supply[k] = tiles[m + k]
    at = at_others  # face-down choices (step 2)
    saved_cur = g.cur
    saved_phase = g.phase
    for o in range(nothers):
        p = plan[at]
        nknown = plan[at + 4]
        if plan[at + 2]:  # hidden
            with_tile = plan[at + 3]
            g.cur = p
            g.phase = CHOOSE
            n2 = legal(g, opts)
            g.cur = saved_cur
            g.phase = saved_phase
            m = 0
            for k in range(n2):
                code = opts[k]
                if code // 16384 == PLAY and ((code % 128 - 1 >= 0) == (with_tile != 0)):
                    opts[m] = code
                    m += 1
            if m == 0:
                return False
            code = opts[<int> polis_mulhi(polis_sm_next(s), <uint64_t> m)]
            card = code // 128 % 128
            tile = code % 128 - 1
            for k in range(g.nhand[p]):
                if g.hand[p][k] == card:
                    break
            for i in range(k, g.nhand[p] - 1):
                g.hand[p][i] = g.hand[p][i + 1]
            g.nhand[p] -= 1
            if tile >= 0:
                g.held[p] &= ~((<uint64_t> 1) << tile)
            g.ch_card[p] = card
            g.ch_tile[p] = tile
        at += 5 + nknown
    return True


cdef class World:
    """One (determinized) game in the C struct, for a whole search iteration
    (ai/mcts.py): the descent's legal moves and moves by code, then the rollout from
    where it stands. ``World(form, tables)``: a compact form (``form_of``) and the
    content tables. Scores and winners are the engine's ``scores()`` and
    ``winners()`` (solo: yours only; Hal's win is no seat's)."""

    cdef Game g[2]  # the game, and greedy's scratch copy
    # the legal moves legal() last listed, while the game has not moved since (the
    # descent lists them, then applies one: apply() then need not list them again);
    # nlegal = -1: not listed
    cdef int nlegal
    cdef int legal_codes[MAXLEGAL]

    def __cinit__(self, form=None, tables=None):
        cdef array.array f
        cdef array.array tb
        self.nlegal = -1
        if form is None:  # copy() fills it
            return
        f = _ints(form)
        tb = _tables(tables)
        _load(self.g, f.data.as_ints, len(f), tb.data.as_ints)

    def copy(self):
        """An independent World at this one's state (one struct copy).

        Not a rule: a struct copy
        """
        cdef World other = World.__new__(World)
        other.g[0] = self.g[0]
        return other

    def compact(self):
        """The compact form of the hidden parts a determinization sets, for tests:
        per seat hand, tiles (sorted), choice and returning; draw; supply; the RNG.

        Not a rule: the compact form (tests)
        """
        cdef Game* g = self.g
        cdef int p, k
        out = []
        for p in range(g.n):
            out.append([g.hand[p][k] for k in range(g.nhand[p])])
            out.append([k for k in range(60) if (g.held[p] >> k) & 1])
            out.append([g.ch_card[p], g.ch_tile[p]])
            out.append([g.returning[p][k] for k in range(g.nret[p])])
        out.append([g.draw[k] for k in range(g.ndraw)])
        out.append([g.supply[k] for k in range(g.nsupply)])
        out.append(int(g.rng))
        return out

    def determinize(self, plan, word):
        """§12.4 steps 1-3 (game/rules/ginkgopolis/determinize.py, 2-5 players, after
        the draft) on a World made from the true state's form, with the draws of a
        GameRNG at ``word``; ``plan`` (ai.fast.ginkgopolis.determinize_plan) holds what
        the observer knows. Returns the new word, or None when every one of the 100
        attempts drew an impossible face-down choice (the engine then keeps the true
        choices: the caller determinizes with the engine from ``word``).

        Twin: game.rules.ginkgopolis.determinize.determinize (§12.4)
        Twin: game.rules.ginkgopolis.state.GinkgoState.determinize (§12.4)
        """
        cdef array.array pa = _ints(plan)
        cdef uint64_t s = PyLong_AsUnsignedLongLongMask(word)
        cdef int attempt
        self.nlegal = -1
        for attempt in range(100):
            if _deal(self.g, pa.data.as_ints, len(pa), &s):
                self.g[0].rng = polis_sm_next(&s)  # GameRNG(rng.next_u64())
                return s
            if self.g[0].err:
                raise ValueError("bad determinization plan")
        return None

    @property
    def current(self):
        """The seat to play, or -1 when the game is over.

        Twin: game.rules.ginkgopolis.state.GinkgoState.current_player (§12.1)
        """
        return self.g[0].cur

    def legal(self):
        """The encoded legal moves of the seat to play, in the engine's order.

        Twin: game.rules.ginkgopolis.state.GinkgoState.legal_actions (§12.1)
        """
        cdef int k
        if self.g[0].cur < 0:
            return []
        self.nlegal = legal(self.g, self.legal_codes)
        return [self.legal_codes[k] for k in range(self.nlegal)]

    def apply(self, int code):
        """Play a legal move (ValueError for a code that is not legal here).

        Twin: game.rules.ginkgopolis.state.GinkgoState.apply (§12.1)
        """
        cdef int k
        if self.g[0].cur < 0:
            raise ValueError("the game is over")
        if self.nlegal < 0:
            self.nlegal = legal(self.g, self.legal_codes)
        for k in range(self.nlegal):
            if self.legal_codes[k] == code:
                break
        else:
            raise ValueError(f"move {code} is not legal here")
        self.nlegal = -1
        apply(self.g, code)
        if self.g[0].err:
            raise RuntimeError("a capacity of the compiled game was exceeded")

    def table_scores(self):
        """Every seat's table score (solo: you, then Hal).

        Twin: game.rules.ginkgopolis.state.GinkgoState.table_scores (§12.5)
        """
        cdef int scores[MAXP]
        cdef int j
        table_scores(self.g, scores)
        return [scores[j] for j in range(self.g[0].n)]

    def scores(self):
        """The engine's ``scores()``: every seat's score (solo: yours only).

        Twin: game.rules.ginkgopolis.state.GinkgoState.scores (§12.5)
        """
        scores = self.table_scores()
        return scores[:1] if self.g[0].solo else scores

    def winners(self):
        """The engine's ``winners()`` (§10.3; solo §11: [0] if you beat Hal, else []).

        Twin: game.rules.ginkgopolis.state.GinkgoState.winners (§10.3, §11)
        Twin: game.rules.ginkgopolis.scoring.table_winners (§10.3, §11)
        """
        from game.rules.ginkgopolis.scoring import table_winners

        winners = table_winners(self.table_scores(), bool(self.g[0].solo))
        if self.g[0].solo and winners == [HAL]:
            return []
        return winners

    def rollout(self, int policy, double epsilon, int sample, int depth, seed):
        """Play on from here (``playout``'s policies); the scores as :meth:`scores` gives
        them, at the end or after ``depth`` moves. The world stays where it stopped.

        Not a rule: the AI's rollout
        """
        cdef uint64_t useed = PyLong_AsUnsignedLongLongMask(seed)
        cdef int scores[MAXP]
        cdef int nm
        if not 0 <= policy <= 2:
            raise ValueError("policy must be 0 (random), 1 (greedy) or 2 (epsilon-greedy)")
        if sample < 1:
            sample = 1
        self.nlegal = -1
        with nogil:
            nm = run(self.g, self.g + 1, policy, epsilon, sample, depth, useed, NULL, scores)
        if nm < 0:
            raise RuntimeError("playout failed (no legal move or a capacity exceeded)")
        return self.scores()

    def play_out(self, policy, rng):
        """The AI's rollout from here (ai.fast.ginkgopolis.rollout's numbers): one number
        drawn from ``rng`` as the seed.

        Not a rule: the AI's rollout
        """
        return self.rollout(_gc.POLICY_CODE[policy.kind], float(policy.epsilon),
                            int(policy.sample), int(policy.depth), rng.next_u64())
