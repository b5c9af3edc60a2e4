"""Results screen pieces: the headline and the legend that wraps."""

from game.ui.scenes.results import headline, legend_rows


def test_headline_names_the_winners_or_nobody():
    assert headline(["Ada"]) == "Ada wins!"
    assert headline(["Ada", "Bo"]) == "Ada and Bo share the victory!"
    assert headline([]) == "Nobody at the table wins"
    assert headline(["Mia"], you="Mia") == "You win!"
    assert headline(["Ada", "Mia"], you="Mia") == "You and Ada share the victory!"
    assert headline(["Ada"], you="Mia") == "Ada wins!"


def test_legend_wraps_long_category_lists_and_keeps_order():
    names = [f"category number {i}" for i in range(10)]
    rows = legend_rows(names, 540)
    assert len(rows) > 1
    assert [i for row in rows for i, _ in row] == list(range(10))
    assert legend_rows(["house", "market"], 540) == [[(0, "house"), (1, "market")]]
