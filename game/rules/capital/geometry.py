"""Positions of a district: neighbours and connected groups (R1.4), packed quarter cells."""

from __future__ import annotations

from collections.abc import Iterable

Pos = tuple[int, int]

# Quarter cells are packed into ints: key = (cx + OFF) * STRIDE + (cy + OFF), so the
# east neighbour is key + STRIDE and the south neighbour key + 1.
OFF = 1024
STRIDE = 4096


def neighbours(pos: Pos) -> tuple[Pos, ...]:
    """The four orthogonal neighbours of a position (R1.4)."""
    x, y = pos
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def components(positions: Iterable[Pos]) -> list[set[Pos]]:
    """Maximal orthogonally connected groups of positions."""
    left = set(positions)
    out: list[set[Pos]] = []
    while left:
        seed = left.pop()
        group = {seed}
        todo = [seed]
        while todo:
            for nb in neighbours(todo.pop()):
                if nb in left:
                    left.remove(nb)
                    group.add(nb)
                    todo.append(nb)
        out.append(group)
    return out


def connected(positions: Iterable[Pos]) -> bool:
    """Are the positions non-empty and orthogonally connected?"""
    left = set(positions)
    if not left:
        return False
    todo = [left.pop()]
    while todo:
        for nb in neighbours(todo.pop()):
            if nb in left:
                left.remove(nb)
                todo.append(nb)
    return not left
