"""The chain: items are added pending, become legal, and leave it (resolved or not).

What an item does is the caller's business; here are only the changes to the chain
itself and the cleanups they make outstanding (319.1, 319.3-319.5).
"""

from __future__ import annotations

from collections.abc import Sequence

from riftscore.rules.board.actions import NewItem
from riftscore.rules.board.errors import ChainError
from riftscore.rules.board.events import DeathknellTriggered, ItemAdded, ItemLegal, ItemRemoved
from riftscore.rules.board.state import ChainItem, Timing, Unit
from riftscore.rules.board.working import Working


def check_new_items(work: Working, items: Sequence[NewItem]) -> None:
    seen: set[str] = set()
    for new in items:
        if not new.item:
            raise ChainError("chain-item-no-id")
        work.player(new.player)
        if new.item in seen or work.item(new.item) is not None:
            raise ChainError("chain-item-already-on", item=new.item)
        seen.add(new.item)


def add(work: Working, new: NewItem, source: Unit | None = None) -> ChainItem:
    """Put the item on top of the chain, pending; unless it is to stay pending, it then
    becomes legal.
    """
    was_open = not work.chain
    item = ChainItem(new.item, new.player, new.label, new.timing, False, source)
    work.chain = (*work.chain, item)
    work.emit(ItemAdded(item.id, item.controller, item.label, True))
    work.mark("319.3")
    if was_open:
        work.mark("319.1")  # the game goes from an Open to a Closed state
    if not new.pending:
        make_legal(work, item.id)
    return item


def make_legal(work: Working, item_id: str) -> None:
    chain = work.chain
    item = work.item(item_id)
    if item is None:
        raise ChainError("chain-item-not-on", item=item_id)
    if item.legal:
        raise ChainError("chain-item-already-legal", item=item_id)
    work.chain = tuple(i._replace(legal=True) if i.id == item_id else i for i in chain)
    work.emit(ItemLegal(item_id))
    work.mark("319.4")


def remove(work: Working, item_id: str, *, resolved: bool) -> None:
    if work.item(item_id) is None:
        raise ChainError("chain-item-not-on", item=item_id)
    chain = tuple(i for i in work.chain if i.id != item_id)
    work.chain = chain
    work.emit(ItemRemoved(item_id, resolved))
    work.mark("319.5")
    if not chain:
        work.mark("319.1")  # back to an Open state


def trigger_deathknell(work: Working, unit: Unit) -> None:
    """323.4 (and any other death): the unit's Deathknell goes on the chain as a pending
    item, noting the unit as it was (location, Might, damage) for whoever resolves it.
    """
    item_id = f"{unit.id}-deathknell"
    number = 1
    while work.item(item_id) is not None:
        number += 1
        item_id = f"{unit.id}-deathknell-{number}"
    label = f"Deathknell of {unit.id} (died at {unit.location})"
    new = NewItem(item_id, unit.controller, label, Timing.TRIGGERED, pending=True)
    add(work, new, source=unit)
    work.emit(DeathknellTriggered(unit.id, item_id))
