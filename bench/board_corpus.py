"""Seeded board games (docs/board.md): units played, moved, fighting and dying, chain items
resolving with effects, showdowns, combats and the cleanups between them, and the scoring
they drive. For `bench/board.py`, and for anyone who wants varied legal board records.

A table of simple players plays each game against a live `BoardGame`: at every step the
player whose move it is picks something plausible for the board as it stands (play a
unit, move a group to a battlefield it wants, cast a spell, answer with a reaction,
resolve the chain, deal a combat's damage, end a showdown, choose where one begins, end
the turn). An action the kernel refuses changes nothing and is dropped, and a fallback
that the board always accepts at that point is played instead, so every record is legal
by the kernel's own judgement and every game moves on. Most games run to a win; a game
that would go on for ever is cut at `MAX_ACTIONS_PER_GAME` actions (still legal).

The players read the board only after each action, never the kernel's order of work
inside an action (which phases a turn runs, when its Holds score), so the games do not
depend on those details. The same seed gives the same records, byte for byte: nothing
here iterates over a set of strings (whose order changes between interpreters).

    from bench.board_corpus import load_board_corpus
    games = load_board_corpus(seed=1, actions=20_000)   # BoardRecord(board, declared) bytes

    python bench/board_corpus.py --actions 5000 --out /tmp/board-records
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple

import msgspec

import riftscore.rules
from riftscore.record import parse_action, parse_header, replay_bytes
from riftscore.rules import MODE_RULES, Game, Header, Mode, RuleError
from riftscore.rules import actions as act
from riftscore.rules.board import (
    DEATHKNELL,
    GANKING,
    AddToChain,
    Attach,
    Base,
    Battlefield,
    BoardGame,
    BoardState,
    Card,
    Choose,
    CombatResult,
    Damage,
    Detach,
    Effect,
    EndShowdown,
    Enter,
    Exhaust,
    Gear,
    GiveControl,
    Heal,
    HiddenCard,
    Kill,
    MakeLegal,
    Move,
    NewItem,
    Ready,
    Recall,
    RemoveFromChain,
    ResolveItem,
    Rune,
    SetMight,
    StandardMove,
    Timing,
    Unit,
)
from riftscore.rules.board import Action as BoardLine
from riftscore.rules.board import notation as board_notation

# Bump whenever generation changes. The cache's name also carries a digest of the rules
# core's source, so a kernel that plays differently never reuses games it would refuse.
GENERATOR_VERSION = 1

CACHE_DIR = Path(__file__).resolve().parent / "out"

PLAYER_NAMES = (
    "Ann", "Ben", "Chloé", "Dmitri", "Esme", "Farid", "Grace", "Hiro", "Ines", "Jonas",
    "Kemal", "Lena", "Mateo", "Nadia", "Oskar", "Priya",
)  # fmt: skip

BATTLEFIELD_NAMES = (
    "Grove", "Ruins", "Bridge", "Obelisk", "Sunken Temple", "Forge", "Reef", "Hallowed Tomb",
    "Monastery", "Windswept Peak", "Vault", "Mirror Pool", "Rockfall Path", "Emperor's Dais",
)  # fmt: skip

# A unit's name is its owner's (short) name and a champion's or a follower's.
UNIT_NAMES = (
    "yasuo", "garen", "sona", "teemo", "jinx", "vi", "lux", "darius", "ahri", "ezreal",
    "leona", "annie", "kaisa", "volibear", "sett", "miss-fortune", "poro", "squire",
    "scout", "sentinel", "acolyte", "brute",
)  # fmt: skip

SPELL_NAMES = (
    "Falling Star", "Mystic Shot", "Decimate", "Rally", "Ride the Wind", "Challenge",
    "Ravenous Flock", "Unyielding Spirit", "Vengeance", "Thermogenic Beam", "Get Excited",
    "Hextech Ray", "Stand Together", "Fiery Insight", "Sudden Storm",
)  # fmt: skip

MODE_WEIGHTS = {
    Mode.DUEL: 30,
    Mode.MATCH: 20,
    Mode.SKIRMISH: 15,
    Mode.WAR: 15,
    Mode.TWO_VS_TWO: 20,
}

# What the turn player does in a quiet moment of the Main phase, with its odds.
MAIN_PHASE_CHOICES = ("unit", "move", "spell", "gear", "hidden", "rune", "effect", "end")
MAIN_PHASE_WEIGHTS = (24, 38, 14, 3, 2, 2, 5, 10)

# What a resolving spell does, with its odds (each picked only where it has a target).
SPELL_EFFECTS = (
    "damage", "kill", "buff", "ready", "exhaust", "heal", "move", "recall", "gain",
    "summon", "steal", "trigger", "attach", "detach",
)  # fmt: skip
SPELL_EFFECT_WEIGHTS = (30, 8, 10, 6, 6, 3, 10, 5, 8, 6, 1, 3, 2, 1)

MAX_ACTIONS_PER_GAME = 1_500
MAX_UNITS_IN_PLAY = 6  # per player: a real board rarely holds more


class BoardRecord(NamedTuple):
    """One generated game: its board record, and the plain record that scores the same."""

    board: bytes
    declared: bytes


class ParsedBoardGame(NamedTuple):
    """A board record as the kernel takes it: what a simulator would hand to `BoardGame`."""

    header: Header
    cards: tuple[Card, ...]
    actions: list[BoardLine]


class ParsedGame(NamedTuple):
    """A plain record as the scoring engine takes it."""

    header: Header
    actions: list[act.Action]


class BoardTable:
    """Plays one random board game (or match), keeping only the actions the kernel accepts."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        header = self._random_header()
        self.short = {p: p[:3].lower() for p in header.players}
        self.cards_made = 0
        self.items_made = 0
        self.board = BoardGame(header, self._starting_cards(header))
        self.game: Game = self.board.game
        if header.teams is not None:
            team_of = {p: i for i, team in enumerate(header.teams) for p in team}
            self.side = {p: team_of[p] for p in header.players}
        else:
            self.side = {p: i for i, p in enumerate(header.players)}
        self.actions = 0
        self.turn_budget = 0  # quiet-moment actions the turn player still means to take

    # ------------------------------------------------------------------ setting up

    def _random_header(self) -> Header:
        rng = self.rng
        mode = rng.choices(list(MODE_WEIGHTS), weights=list(MODE_WEIGHTS.values()))[0]
        rules = MODE_RULES[mode]
        players = tuple(rng.sample(PLAYER_NAMES, rules.players))
        count = rng.choice(rules.battlefields)
        battlefields = tuple(rng.sample(BATTLEFIELD_NAMES, count))
        teams = None
        if mode is Mode.TWO_VS_TWO:  # turn order alternates teams
            teams = ((players[0], players[2]), (players[1], players[3]))
        return Header(mode=mode, players=players, battlefields=battlefields, teams=teams)

    def _starting_cards(self, header: Header) -> list[Card]:
        """Most games start with an empty board; some with a unit or runes at each base."""
        cards: list[Card] = []
        rng = self.rng
        if rng.random() < 0.3:
            for player in header.players:
                cards.append(self._new_unit(player))
                for _ in range(rng.randint(0, 2)):
                    cards.append(Rune(self._new_id(player, "rune"), player, player, Base(player)))
        return cards

    def _new_id(self, player: str, name: str) -> str:
        self.cards_made += 1
        return f"{self.short[player]}-{name}-{self.cards_made}"

    def _new_unit(self, player: str, at: Base | Battlefield | None = None) -> Unit:
        rng = self.rng
        keywords = []
        if rng.random() < 0.2:
            keywords.append(GANKING)
        if rng.random() < 0.15:
            keywords.append(DEATHKNELL)
        return Unit(
            self._new_id(player, rng.choice(UNIT_NAMES)),
            player,
            player,
            at or Base(player),
            rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 5, 6)),
            keywords=frozenset(keywords),
        )

    def _new_item(self, player: str, timing: Timing, *, pending: bool = False) -> NewItem:
        self.items_made += 1
        spell = self.rng.choice(SPELL_NAMES)
        return NewItem(f"{self.short[player]}-{self.items_made}", player, spell, timing, pending)

    # ------------------------------------------------------------------ playing

    def play(self) -> None:
        while not self.game.is_over() and self.actions < MAX_ACTIONS_PER_GAME:
            self._step()

    def _step(self) -> None:
        """Up to three tries at something plausible, then what the board always accepts."""
        for _ in range(3):
            candidate, fallback = self._next()
            if self._try(candidate):
                return
        if fallback is None or not self._try(fallback):
            raise AssertionError(
                f"the board refused {candidate!r} and its fallback {fallback!r} "
                f"in {self.game.header}"
            )

    def _try(self, action: BoardLine) -> bool:
        try:
            self.board.apply(action)
        except RuleError:
            return False
        self.actions += 1
        return True

    def _next(self) -> tuple[BoardLine, BoardLine | None]:
        """The action to try now, and one the board accepts if that is refused."""
        game, state = self.game, self.board.state
        if game.game_outcome.result != "ongoing":  # between the games of a match
            return self._next_game(), None
        if not game.turn_in_progress:
            return self._new_turn(), None
        if state.choice is not None:
            choice = state.choice
            return Choose(choice.player, self.rng.choice(choice.battlefields)), None
        if state.chain:
            return self._chain_step(state)
        if state.combat is not None:
            return self._combat_step(state)
        if state.showdown is not None:
            return self._showdown_step(state)
        return self._quiet_step(state)

    def _next_game(self) -> act.NextGame:
        game = self.game
        last = game.game_outcome
        losers = [p for p in game.players if p not in last.winners]
        first = losers[0] if losers and self.rng.random() < 0.8 else self.rng.choice(game.players)
        available = [b for b in BATTLEFIELD_NAMES if b not in game.set_aside]
        battlefields = tuple(self.rng.sample(available, len(game.header.battlefields)))
        return act.NextGame(battlefields, first)

    def _new_turn(self) -> act.Turn:
        self.turn_budget = self.rng.randint(1, 6)
        return act.Turn(self.game.next_player())

    def _opposed(self, one: str, other: str) -> bool:
        return self.side[one] != self.side[other]

    # ------------------------------------------------------------------ the chain

    def _chain_step(self, state: BoardState) -> tuple[BoardLine, BoardLine | None]:
        rng = self.rng
        top = state.chain[-1]
        if not top.legal:
            return MakeLegal(top.id), None
        resolve_plainly = ResolveItem(top.id)
        if len(state.chain) < 3 and rng.random() < 0.1:
            # Someone answers: a reaction on top of the item (usually an opponent).
            players = [p for p in self.game.players if self._opposed(p, top.controller)]
            player = rng.choice(players or list(self.game.players))
            return AddToChain(self._new_item(player, Timing.REACTION)), resolve_plainly
        if rng.random() < 0.06:
            return RemoveFromChain(top.id), resolve_plainly  # countered, or it fizzled
        return self._resolution(state, top.id, top.controller, top.timing), resolve_plainly

    def _resolution(self, state: BoardState, item: str, player: str, timing: Timing) -> ResolveItem:
        """The item resolves with one to three effects, each kept only if the kernel would
        accept the resolution with it (a spell that targets nothing does nothing).
        """
        effects: tuple[Effect, ...] = ()
        for _ in range(self.rng.choice((1, 1, 1, 2, 2, 3))):
            effect = self._effect(state, player, timing)
            if effect is None or effect in effects:
                continue
            if self.board.can_apply(ResolveItem(item, (*effects, effect))):
                effects = (*effects, effect)
        return ResolveItem(item, effects)

    def _effect(self, state: BoardState, player: str, timing: Timing) -> Effect | None:
        """One effect of a spell or ability of `player`'s, on the board as it stands."""
        rng = self.rng
        kind = rng.choices(SPELL_EFFECTS, weights=SPELL_EFFECT_WEIGHTS)[0]
        units = list(state.units())
        mine = [u for u in units if u.controller == player]
        theirs = [u for u in units if self._opposed(u.controller, player)]
        if kind == "damage" and theirs:
            return Damage(rng.choice(theirs).id, rng.randint(1, 4))
        if kind == "kill" and theirs:
            return Kill(rng.choice(theirs).id)
        if kind == "buff" and mine:
            unit = rng.choice(mine)
            return SetMight(unit.id, unit.might + rng.randint(1, 2))
        if kind == "ready" and any(u.exhausted for u in mine):
            return Ready(rng.choice([u for u in mine if u.exhausted]).id)
        if kind == "exhaust" and any(not u.exhausted for u in theirs):
            return Exhaust(rng.choice([u for u in theirs if not u.exhausted]).id)
        if kind == "heal" and any(u.damage for u in mine):
            return Heal(rng.choice([u for u in mine if u.damage]).id)
        if kind == "move" and mine:
            unit = rng.choice(mine)
            if isinstance(unit.location, Battlefield) and rng.random() < 0.5:
                return Move((unit.id,), None)  # back to base
            # Into a combat under way only with an Action or Reaction (the kernel says so).
            target = rng.choice(self.game.battlefields)
            if timing in (Timing.ACTION, Timing.REACTION) and state.combat is not None:
                target = state.combat.battlefield
            return Move((unit.id,), Battlefield(target))
        if kind == "recall":
            away = [u for u in theirs if isinstance(u.location, Battlefield)]
            if away:
                return Recall((rng.choice(away).id,))
        if kind == "gain":
            return act.Gain(player, 1, rng.choice(SPELL_NAMES))
        if kind == "summon" and len(mine) < MAX_UNITS_IN_PLAY:
            return Enter(self._new_unit(player))
        if kind == "steal" and theirs:
            return GiveControl(rng.choice(theirs).id, player)
        if kind == "trigger":
            return AddToChain(self._new_item(player, Timing.TRIGGERED))
        gear = [c for c in state.cards.values() if isinstance(c, Gear) and c.controller == player]
        if kind == "attach" and mine:
            loose = [g for g in gear if g.attached_to is None]
            if loose:
                return Attach(rng.choice(loose).id, rng.choice(mine).id)
        if kind == "detach":
            attached = [g for g in gear if g.attached_to is not None]
            if attached:
                return Detach(rng.choice(attached).id)
        return None

    # ------------------------------------------------------------ showdowns, combats

    def _combat_step(self, state: BoardState) -> tuple[BoardLine, BoardLine | None]:
        """The combat's showdown: sometimes an Action first, then the damage both sides deal."""
        combat = state.combat
        assert combat is not None
        rng = self.rng
        if rng.random() < 0.2:
            player = rng.choice((combat.attacker, combat.defender))
            timing = rng.choice((Timing.ACTION, Timing.REACTION))
            return AddToChain(self._new_item(player, timing)), CombatResult(())
        here = state.units_at(Battlefield(combat.battlefield))
        damage: dict[str, int] = {}
        for side in (combat.attacker, combat.defender):
            strikers = [u for u in here if not self._opposed(u.controller, side)]
            targets = [u for u in here if self._opposed(u.controller, side)]
            pool = sum(u.might for u in strikers)
            rng.shuffle(targets)
            for target in targets:  # lethal damage to one unit after another
                if pool <= 0:
                    break
                dealt = min(pool, max(1, target.might - target.damage))
                damage[target.id] = damage.get(target.id, 0) + dealt
                pool -= dealt
        order = [u.id for u in here if u.id in damage]
        return CombatResult(tuple((u, damage[u]) for u in order)), CombatResult(())

    def _showdown_step(self, state: BoardState) -> tuple[BoardLine, BoardLine | None]:
        """A non-combat showdown: a spell or two from anyone, then everyone passes."""
        if self.rng.random() < 0.2:
            player = self.rng.choice(self.game.players)
            timing = self.rng.choice((Timing.ACTION, Timing.REACTION))
            return AddToChain(self._new_item(player, timing)), EndShowdown()
        return EndShowdown(), None

    # ------------------------------------------------------------ the Main phase

    def _quiet_step(self, state: BoardState) -> tuple[BoardLine, BoardLine | None]:
        """A Neutral Open state: the turn player acts, or ends the turn."""
        rng, game = self.rng, self.game
        player = game.turn_player
        assert player is not None
        next_turn: BoardLine = act.Turn(game.next_player())
        if self.turn_budget <= 0:
            if rng.random() < 0.3:
                return act.EndTurn(), next_turn
            return self._new_turn(), None
        self.turn_budget -= 1
        kind = rng.choices(MAIN_PHASE_CHOICES, weights=MAIN_PHASE_WEIGHTS)[0]
        mine = [u for u in state.units() if u.controller == player]
        if kind == "unit" and len(mine) < MAX_UNITS_IN_PLAY:
            return Enter(self._new_unit(player)), next_turn
        if kind == "move":
            move = self._standard_move(state, player, mine)
            if move is not None:
                return move, next_turn
        if kind == "gear":
            return Enter(Gear(self._new_id(player, "blade"), player, player, Base(player))), (
                next_turn
            )
        if kind == "rune":
            return Enter(Rune(self._new_id(player, "rune"), player, player, Base(player))), (
                next_turn
            )
        if kind == "hidden":
            held = [b for b, owner in game.controllers.items() if owner == player]
            if held:
                where = Battlefield(rng.choice(held))
                return Enter(HiddenCard(self._new_id(player, "trap"), player, player, where)), (
                    next_turn
                )
        if kind == "effect":  # something that happened outside any chain item
            effect = self._effect(state, player, Timing.NORMAL)
            if effect is not None and not isinstance(effect, AddToChain):
                return effect, next_turn
        if kind == "spell":
            timing = rng.choice((Timing.NORMAL, Timing.NORMAL, Timing.ACTION))
            return AddToChain(self._new_item(player, timing)), next_turn
        # Nothing to do of the kind drawn (no ready unit to move, say): a unit, or pass.
        if len(mine) < MAX_UNITS_IN_PLAY and rng.random() < 0.5:
            return Enter(self._new_unit(player)), next_turn
        return next_turn, None

    def _standard_move(
        self, state: BoardState, player: str, mine: list[Unit]
    ) -> StandardMove | None:
        """A group of ready units from one place: from base to a battlefield the player
        does not hold (often one with opposing units, to fight for it) or holds, back
        home, or Ganking across.
        """
        rng, game = self.rng, self.game
        ready = [u for u in mine if not u.exhausted]
        if not ready:
            return None
        origin = rng.choice(ready).location
        group = [u for u in ready if u.location == origin]
        group = rng.sample(group, rng.randint(1, min(3, len(group))))
        wanted = [b for b, owner in game.controllers.items() if owner != player]
        defended = [
            b for b in wanted if any(self._opposed(player, p) for p in state.controllers_at(b))
        ]
        if defended and rng.random() < 0.6:
            wanted = defended  # an attack: a combat follows
        if isinstance(origin, Base):
            to: Base | Battlefield = Battlefield(rng.choice(wanted or list(game.battlefields)))
        elif all(GANKING in u.keywords for u in group) and rng.random() < 0.5:
            elsewhere = [b for b in game.battlefields if b != origin.name]
            to = Battlefield(rng.choice(elsewhere))
        else:
            to = Base(player)
        triggers: tuple[NewItem, ...] = ()
        if rng.random() < 0.05:
            triggers = (self._new_item(player, Timing.TRIGGERED),)
        return StandardMove(player, tuple(u.id for u in group), to, triggers)

    # ------------------------------------------------------------------ output

    def record(self) -> BoardRecord:
        return BoardRecord(_lines(self.board.to_record()), _lines(self.board.declared_record()))


def _lines(objects: list[dict[str, object]]) -> bytes:
    """Record objects as the spec writes them: one JSON object a line, `", "` and `": "`."""
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objects).encode()


# ------------------------------------------------------------------ reading back


def parse_board_record(data: bytes) -> ParsedBoardGame:
    """A board record's header, starting cards and actions, as the kernel takes them."""
    header, *lines = (msgspec.json.decode(line) for line in data.splitlines() if line)
    actions: list[BoardLine] = []
    for line in lines:
        board_action = board_notation.parse_action(line)
        actions.append(board_action if board_action is not None else parse_action(line))
    return ParsedBoardGame(
        parse_header(header), board_notation.parse_setup(header["board"]), actions
    )


def parse_plain_record(data: bytes) -> ParsedGame:
    header, *lines = (msgspec.json.decode(line) for line in data.splitlines() if line)
    return ParsedGame(parse_header(header), [parse_action(line) for line in lines])


def action_count(record: bytes) -> int:
    """Action lines in a generated record: every non-empty line but the header."""
    return sum(1 for line in record.split(b"\n") if line) - 1


def verbs(record: bytes) -> Iterator[str]:
    """The `do` of every action line (and of every effect resolved), for describing a corpus."""
    for line in record.split(b"\n")[1:]:
        if line:
            obj: dict[str, Any] = msgspec.json.decode(line)
            yield obj["do"]
            for effect in obj.get("effects", ()):
                yield f"effect:{effect['do']}"


# ------------------------------------------------------------------ the corpus


def generate(seed: int, actions: int) -> list[BoardRecord]:
    """Games from `random.Random(seed)` until they hold at least `actions` board actions.

    Each record is replayed from its bytes as a check, and so is its declared twin: both
    must reach the outcome and scores the board reached.
    """
    rng = random.Random(seed)
    records: list[BoardRecord] = []
    total = 0
    while total < actions:
        table = BoardTable(rng)
        table.play()
        if not table.actions:
            continue
        record = table.record()
        expected = (table.game.outcome, table.game.scores)
        for form, data in (("board", record.board), ("declared", record.declared)):
            replayed = replay_bytes(data)
            if (replayed.outcome, replayed.scores) != expected:
                raise AssertionError(f"game {len(records)}: its {form} record does not replay")
        records.append(record)
        total += table.actions
    return records


def rules_digest() -> str:
    """A short digest of the rules core's source: games are only reused by the same rules."""
    digest = hashlib.sha256()
    package = Path(riftscore.rules.__file__).parent
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def load_board_corpus(seed: int, actions: int) -> list[BoardRecord]:
    """`generate(seed, actions)`, cached in bench/out/ so that only the first run pays."""
    name = f"board-v{GENERATOR_VERSION}-{rules_digest()}-seed{seed}-{actions}.msgpack"
    path = CACHE_DIR / name
    if path.exists():
        pairs = msgspec.msgpack.decode(path.read_bytes(), type=list[tuple[bytes, bytes]])
        return [BoardRecord(*pair) for pair in pairs]
    records = generate(seed, actions)
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.write_bytes(msgspec.msgpack.encode([tuple(r) for r in records]))
    partial.replace(path)  # an interrupted run never leaves a truncated cache
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description="Write seeded board games as records.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--actions", type=int, default=20_000, help="at least this many")
    parser.add_argument("--out", type=Path, required=True, help="directory for the .jsonl files")
    args = parser.parse_args()
    records = load_board_corpus(args.seed, args.actions)
    args.out.mkdir(parents=True, exist_ok=True)
    width = len(str(len(records)))
    for number, record in enumerate(records, 1):
        (args.out / f"board-{number:0{width}d}.jsonl").write_bytes(record.board)
        (args.out / f"board-{number:0{width}d}.declared.jsonl").write_bytes(record.declared)
    total = sum(action_count(r.board) for r in records)
    print(f"{len(records)} board games, {total} actions, and their declared twins in {args.out}")


if __name__ == "__main__":
    main()
