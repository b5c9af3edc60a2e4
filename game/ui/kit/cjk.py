"""Chinese words on screen: the face that draws them, their size, and where lines break.

pygame's default font has no Chinese glyphs and SDL_ttf 2 has no fallback fonts, so a
text with Chinese characters in it is drawn whole with a shipped Noto Sans CJK face
(subset to the characters Polis uses, under the SIL Open Font Licence:
``assets/fonts/``): the Traditional face for zh-Hant (and for Chinese names typed in
English), the Simplified one for zh-Hans. Text without them keeps the default font,
so Latin text keeps its look.

Sizes follow the default font's: ``size`` is the size the caller asks of the default
font, whose glyphs are about 0.69 of it; the Chinese face is drawn at ``EM`` times the
size, and its tall line box (ascender and descender room for every script) is cut to
the part Chinese and Latin letters use, so a Chinese line is about as tall as a Latin
one and layouts made for Latin words mostly hold.
"""

from __future__ import annotations

import io

import pygame

from game.engine import i18n, paths

#: the Chinese face's em, as a share of the size asked for (the default font's em is 0.69)
EM = 0.68
#: the part of the face's line box kept, above and below the baseline, in ems
ABOVE, BELOW = 0.92, 0.22
#: Chinese text smaller than this is drawn supersampled, as Latin text is
SMALL = 30
SUPERSAMPLE = 4
#: the shipped faces: script -> file under assets/fonts
FACES = {"hant": "NotoSansCJKtc-Polis.otf", "hans": "NotoSansCJKsc-Polis.otf"}

_fonts: dict[tuple[str, int, bool], pygame.font.Font] = {}
_missing: set[str] = set()
_files: dict[str, bytes] = {}


def is_han(ch: str) -> bool:
    """A character the default font cannot draw and a Chinese face can: Han characters,
    CJK punctuation, kana, full-width forms."""
    o = ord(ch)
    return (0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFE30 <= o <= 0xFE4F
            or 0xFF00 <= o <= 0xFFEF or 0x20000 <= o <= 0x2FA1F)


def needs_face(text: str) -> bool:
    """True when ``text`` must be drawn with a Chinese face."""
    return any(is_han(ch) for ch in text) if text and not text.isascii() else False


def script() -> str:
    """The Chinese face of the current language ("hans" for zh-Hans, else "hant")."""
    return "hans" if i18n.language() == "zh-Hans" else "hant"


def face_key(text: str) -> str:
    """What the text cache must tell apart: the face that draws ``text``."""
    return script() if needs_face(text) else ""


def _face(pixels: int, bold: bool) -> pygame.font.Font:
    key = (script(), pixels, bold)
    found = _fonts.get(key)
    if found is None:
        if not pygame.font.get_init():
            pygame.font.init()
        found = _open(key[0], pixels)
        found.set_bold(bold)
        _fonts[key] = found
    return found


def _open(which: str, pixels: int) -> pygame.font.Font:
    name = FACES[which]
    data = _files.get(name)
    if data is None and name not in _missing:
        try:
            data = _files[name] = paths.asset_file("fonts", name).read_bytes()
        except (OSError, paths.ShippedDataError):
            _missing.add(name)  # boxes instead of letters, never a crash
    if data is not None:
        try:
            return pygame.font.Font(io.BytesIO(data), pixels)
        except (pygame.error, OSError):
            _missing.add(name)
            _files.pop(name, None)
    return pygame.font.Font(None, pixels)


def _em(size: int) -> int:
    return max(1, round(size * EM))


def _box(em: int) -> tuple[int, int]:
    """(pixels kept above the baseline, height) of a line at em ``em``."""
    above = round(ABOVE * em + 0.5)
    return above, above + round(BELOW * em + 0.5)


def line_height(size: int) -> int:
    """The height of a line of Chinese text at ``size``."""
    return _box(_em(size))[1]


def measure(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Width and height ``text`` takes at ``size``."""
    if size >= SMALL:
        return _face(_em(size), bold).size(text)[0], line_height(size)
    width = _face(_em(size * SUPERSAMPLE), bold).size(text)[0]
    return max(1, round(width / SUPERSAMPLE)), line_height(size)


def _cut(text: str, em: int, colour: tuple[int, ...], bold: bool) -> pygame.Surface:
    face = _face(em, bold)
    drawn = face.render(text, True, colour)
    above, height = _box(em)
    out = pygame.Surface((drawn.get_width(), height), pygame.SRCALPHA)
    out.blit(drawn, (0, above - face.get_ascent()))
    return out


def render(text: str, size: int, colour: tuple[int, ...], bold: bool = False) -> pygame.Surface:
    """``text`` drawn with the Chinese face at ``size`` (supersampled when small)."""
    if size >= SMALL:
        return _cut(text, _em(size), colour, bold)
    big = _cut(text, _em(size * SUPERSAMPLE), colour, bold)
    return pygame.transform.smoothscale(big, measure(text, size, bold))


#: characters a line may not start with (closing punctuation) or end with (opening)
NO_START = set("，。、；：！？」』）》〉】…—％,.;:!?)]}%·”’")
NO_END = set("「『（《〈【([{“‘")


def units(paragraph: str) -> list[tuple[str, bool]]:
    """The pieces a line may break between, each with whether a space came before it:
    every Chinese character is a piece of its own, a run of other characters is a word
    (as in English), and punctuation stays with the character it belongs to (no line
    starts with a closing mark or ends with an opening one)."""
    out: list[list] = []
    word = ""
    space = False

    def add(piece: str, before: bool) -> None:
        if out and not before and (piece[0] in NO_START or out[-1][0][-1] in NO_END):
            out[-1][0] += piece
        else:
            out.append([piece, before])

    for ch in paragraph:
        if ch == " ":
            if word:
                add(word, space)
                word = ""
            space = True
        elif is_han(ch):
            if word:
                add(word, space)
                word, space = "", False
            add(ch, space)
            space = False
        else:
            word += ch
    if word:
        add(word, space)
    return [(piece, before) for piece, before in out]
