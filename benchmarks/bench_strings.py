"""How many bytes of words each widget sends to its page: the ``strings`` trait as JSON, per
language. Each widget sends the shared words and its own game's (before, every widget sent
every game's catalog: 47,944 bytes in English, 58,072 in French).

    python benchmarks/bench_strings.py
"""

from __future__ import annotations

import json

from ludoteca.core import i18n


def widgets(locale: str) -> dict[str, object]:
    from ludoteca.bonanza.widget import open_table as bonanza_table
    from ludoteca.core.dice import DiceWidget
    from ludoteca.luckybox.scorepad import score_pad
    from ludoteca.luckybox.widget import open_table as luckybox_table
    from ludoteca.magdagdon.widget import play as magdagdon_play

    return {
        "Bonanza table": bonanza_table([("Robo", "random")], seed=1, hints=False, locale=locale, store=False),
        "MAGDAGDON table": magdagdon_play("Ana", seed=1, locale=locale, store=False),
        "Lucky Box table": luckybox_table(["Ana", "Bruno"], seed=1, locale=locale, store=False),
        "Lucky Box score pad": score_pad(["Ana"], locale=locale),
        "dice cup": DiceWidget(seed=1, locale=locale),
    }


def main() -> None:
    for locale in i18n.LANGUAGES:
        every = len(json.dumps(i18n.catalog(locale)).encode())
        print(f"{locale}: every game's words {every:6,d} bytes")
        for name, widget in widgets(locale).items():
            size = len(json.dumps(widget.strings).encode())  # type: ignore[attr-defined]
            print(f"  {name:<22} {size:6,d} bytes ({size / every:4.0%})")


if __name__ == "__main__":
    main()
