"""Rebuild the shipped Chinese font subsets from the catalogues (fontTools).

    python -m game.i18n_tools.fonts [--source NotoSansCJK-Regular.ttc]

Each script gets one single-face file in ``assets/fonts/``, cut from Noto Sans CJK
(SIL Open Font Licence, ``assets/fonts/OFL.txt``): the Traditional face (TC) for zh-Hant
and the Simplified face (SC) for zh-Hans. Each keeps:

- every character of its catalogue (``assets/locale/<dir>/LC_MESSAGES/polis.po``);
- the common characters of its script, so names typed in Chinese draw too: Big5's
  frequently used characters (its level 1, 5,401 characters) for Traditional, GB 2312's
  level 1 (3,755 characters) for Simplified, both enumerated from Python's codecs;
- ASCII, Latin-1, general punctuation, CJK punctuation and full-width forms, and the
  symbols the game draws (★ ☆ → ←).

The source is the collection Debian ships as ``fonts-noto-cjk``
(``/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc``) or the one from
https://github.com/notofonts/noto-cjk; a ``.ttc`` opens its Japanese face by default,
so the face is picked by its family name.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "assets" / "fonts"
LOCALE = ROOT / "assets" / "locale"
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
#: script -> (family name in the collection, output file, catalogue folder, common set)
SCRIPTS = {
    "hant": ("Noto Sans CJK TC", "NotoSansCJKtc-Polis.otf", "zh_Hant", "big5"),
    "hans": ("Noto Sans CJK SC", "NotoSansCJKsc-Polis.otf", "zh_Hans", "gb2312"),
}
#: blocks every face keeps whole
BLOCKS = [(0x20, 0x7E), (0xA0, 0xFF), (0x2000, 0x206F), (0x2190, 0x2193), (0x2605, 0x2606),
          (0x25A0, 0x25CF), (0x3000, 0x303F), (0xFF01, 0xFF5E), (0xFE30, 0xFE4F)]


def common_big5() -> set[str]:
    """Big5's frequently used Han characters (lead bytes 0xA4 to 0xC6, up to 0xC67E)."""
    return _decoded("big5", range(0xA4, 0xC7), lambda lead, trail: (lead, trail) <= (0xC6, 0x7E))


def common_gb2312() -> set[str]:
    """GB 2312's level-1 Han characters (rows 16 to 55)."""
    return _decoded("gb2312", range(0xB0, 0xD8), lambda lead, trail: True)


def _decoded(codec: str, leads: Iterable[int], keep) -> set[str]:
    found: set[str] = set()
    trails = [*range(0x40, 0x7F), *range(0xA1, 0xFF)]
    for lead in leads:
        for trail in trails:
            if not keep(lead, trail):
                continue
            try:
                ch = bytes([lead, trail]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1 and 0x4E00 <= ord(ch) <= 0x9FFF:
                found.add(ch)
    return found


def catalogue_characters(folder: str) -> set[str]:
    """Every character of a catalogue's translations."""
    from babel.messages.pofile import read_po

    path = LOCALE / folder / "LC_MESSAGES" / "polis.po"
    if not path.exists():
        return set()
    with path.open("rb") as fp:
        catalog = read_po(fp)
    found: set[str] = set()
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for s in strings:
            found.update(s or "")
    return found


def wanted(script: str) -> set[str]:
    """The characters the face of ``script`` keeps."""
    _, _, folder, common = SCRIPTS[script]
    chars = catalogue_characters(folder)
    chars |= common_big5() if common == "big5" else common_gb2312()
    for first, last in BLOCKS:
        chars.update(chr(c) for c in range(first, last + 1))
    return {c for c in chars if c.isprintable() or c == "\u3000"}


def build(source: Path, script: str) -> Path:
    """Cut the face of ``script`` from ``source`` to :func:`wanted`; the file written."""
    from fontTools.subset import Options, Subsetter
    from fontTools.ttLib import TTCollection, TTFont

    family, out_name, _, _ = SCRIPTS[script]
    if source.suffix.lower() == ".ttc":
        fonts = TTCollection(str(source)).fonts
        chosen = [f for f in fonts if f["name"].getDebugName(1) == family]
        if not chosen:
            raise SystemExit(f"{source}: no face named {family!r} in the collection")
        face = chosen[0]
    else:
        face = TTFont(str(source))
    options = Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.hinting = False
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in wanted(script)))
    subsetter.subset(face)
    FONTS.mkdir(parents=True, exist_ok=True)
    out = FONTS / out_name
    face.save(str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="python -m game.i18n_tools.fonts",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE,
                        help="Noto Sans CJK Regular (.ttc, or a single face .otf)")
    args = parser.parse_args(argv)
    if not args.source.is_file():
        print(f"{args.source}: not found (install Debian's fonts-noto-cjk, or give "
              "--source)", file=sys.stderr)
        return 2
    try:
        import fontTools  # noqa: F401
    except ImportError:
        print("fontTools is missing: pip install -e '.[i18n]'", file=sys.stderr)
        return 2
    for script in SCRIPTS:
        out = build(args.source, script)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
