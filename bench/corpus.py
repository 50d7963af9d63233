"""A seeded corpus of random legal `riftscore/1` records, for benchmarks (and anyone else).

Every mode is represented: duels, best-of-three matches (later games on new battlefields,
set-aside rules respected), skirmish, war on 3 and 4 battlefields, and 2v2 with teams and
sometimes `ally_occupies`. Records have turns in order with the odd extra turn and
`beginning` list, conquests and lost control, gains, burn outs, adjustments, resolves,
explicit and implicit turn ends, sometimes `time` (Swiss or single elimination) or a
concession; most run to a win, a few stop mid-game.

Legality comes from the engine itself: each candidate action is applied to a live `Game`,
and one that raises `RuleError` is dropped (`Game.apply` changes nothing when it raises).
So the corpus is only as right as the engine: it is benchmark data, not a test oracle.

    from bench.corpus import load_corpus
    records = load_corpus(seed=1, actions=100_000)   # list of bytes, cached under bench/out/

    python bench/corpus.py --actions 20000 --out /tmp/records   # one .jsonl file per record
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from pathlib import Path

import msgspec

from riftscore.record import replay_bytes
from riftscore.rules import MODE_RULES, Game, Header, Mode, Round, RuleError
from riftscore.rules import actions as act

# Bump whenever generation changes, so that cached corpora from older code are not reused.
GENERATOR_VERSION = 1

CACHE_DIR = Path(__file__).resolve().parent / "out"

PLAYER_NAMES = (
    "Ann", "Ben", "Chloé", "Dmitri", "Esme", "Farid", "Grace", "Hiro", "Ines", "Jonas",
    "Kemal", "Lena", "Mateo", "Nadia", "Oskar", "Priya", "Quinn", "Rosa", "Sven", "Tomás",
    "Uma", "Viktor", "Wen", "Yara", "Zoë",
)  # fmt: skip

BATTLEFIELD_NAMES = (
    "Grove", "Ruins", "Bridge", "Obelisk", "Sunken Temple", "Forge", "Reef", "Hallowed Tomb",
    "Monastery", "Windswept Peak", "Vault", "Mirror Pool", "Rockfall Path", "Emperor's Dais",
    "Seat of Power", "Zaun Warrens", "Frozen Fortress", "Targon's Peak",
)  # fmt: skip

GAIN_SOURCES = ("Fiery Insight", "Treasure Hunter", "Victory Token", "Scholar's Gift", None)
ADJUST_REASONS = ("judge ruling", "missed Hold", "scored twice by mistake", None)

# Share of records per mode; war is split evenly between 3 and 4 battlefields.
MODE_WEIGHTS = {
    Mode.DUEL: 30,
    Mode.MATCH: 20,
    Mode.SKIRMISH: 15,
    Mode.WAR: 15,
    Mode.TWO_VS_TWO: 20,
}

# Things that happen during a turn after its scoring step, with their relative odds.
IN_TURN_KINDS = (
    "control",
    "lose_control",
    "gain",
    "burn_out",
    "adjust",
    "resolve",
    "set_victory_score",
)
IN_TURN_WEIGHTS = (34, 30, 8, 2, 2, 7, 0.3)
ACTIONS_PER_TURN = (0, 1, 2, 3, 4)
ACTIONS_PER_TURN_WEIGHTS = (22, 34, 24, 13, 7)

# A record that somehow never ends (a long sudden death, say) is cut here: still legal.
MAX_ACTIONS_PER_RECORD = 600


@dataclass
class RecordPlan:
    """The per-record decisions taken before play starts."""

    call_time_at_turn: int | None  # None: time is never called
    stop_after_actions: int | None  # None: play to the end
    concede_chance_per_turn: float


class RecordBuilder:
    """Plays one random game (or match) against the engine, keeping only legal actions."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.header = self._random_header()
        self.game = Game(self.header)
        self.actions: list[act.Action] = []
        calls_time = rng.random() < 0.15
        concedes = self.header.rules.concede and rng.random() < 0.5
        self.plan = RecordPlan(
            call_time_at_turn=rng.randint(3, 16) if calls_time else None,
            stop_after_actions=rng.randint(5, 150) if rng.random() < 0.04 else None,
            concede_chance_per_turn=0.02 if concedes else 0.0,
        )

    # ------------------------------------------------------------------ header

    def _random_header(self) -> Header:
        rng = self.rng
        mode = rng.choices(list(MODE_WEIGHTS), weights=list(MODE_WEIGHTS.values()))[0]
        rules = MODE_RULES[mode]
        players = tuple(rng.sample(PLAYER_NAMES, rules.players))
        counts = rules.battlefields  # war allows 3 or 4: half its records get each
        count = counts[0] if len(counts) == 1 else rng.choice(counts)
        battlefields = tuple(rng.sample(BATTLEFIELD_NAMES, count))
        teams = None
        if mode is Mode.TWO_VS_TWO:
            # Turn order alternates teams: seats 0 and 2 against seats 1 and 3.
            teams = ((players[0], players[2]), (players[1], players[3]))
        victory_score = None
        if rng.random() < 0.03:
            victory_score = rng.randint(5, 12)
        round_ = Round.SINGLE_ELIMINATION if rng.random() < 0.3 else Round.SWISS
        start_scores: dict[str, int] = {}
        start_control: dict[str, str] = {}
        if mode is not Mode.MATCH and rng.random() < 0.03:
            # A game picked up part-way: a few points and a battlefield already held.
            scorers = players[:2] if teams else players
            start_scores = {p: rng.randint(0, 4) for p in scorers}
            start_control = {rng.choice(battlefields): rng.choice(players)}
        return Header(
            mode=mode,
            players=players,
            battlefields=battlefields,
            teams=teams,
            victory_score=victory_score,
            round=round_,
            start_scores=start_scores,
            start_control=start_control,
        )

    # ------------------------------------------------------------------ playing

    def try_apply(self, action: act.Action) -> bool:
        """Apply the action if the rules allow it; a rejected one leaves the game unchanged."""
        try:
            self.game.apply(action)
        except RuleError:
            return False
        self.actions.append(action)
        return True

    def should_stop(self) -> bool:
        if self.game.is_over() or len(self.actions) >= MAX_ACTIONS_PER_RECORD:
            return True
        stop = self.plan.stop_after_actions
        return stop is not None and len(self.actions) >= stop

    def play(self) -> None:
        game = self.game
        while not self.should_stop():
            if game.game_outcome.result != "ongoing":
                self._next_game()
            else:
                self._play_turn()

    def _next_game(self) -> None:
        """A match between games: sometimes time is called here, then the next game."""
        rng, game = self.rng, self.game
        if self.plan.call_time_at_turn is not None and rng.random() < 0.2:
            self.try_apply(act.CallTime())
            if self.should_stop():
                return
        last = game.game_outcome
        # The loser of the last game chooses who goes first; most choose themselves.
        if last.winners and rng.random() < 0.8:
            first = next(p for p in game.players if p not in last.winners)
        else:
            first = rng.choice(game.players)
        available = [b for b in BATTLEFIELD_NAMES if b not in game.set_aside]
        battlefields = tuple(rng.sample(available, len(game.header.battlefields)))
        if not self.try_apply(act.NextGame(battlefields, first)):
            raise AssertionError(f"the engine refused the next game of a match: {game.games}")

    def _play_turn(self) -> None:
        rng, game = self.rng, self.game
        players = game.players
        extra = game.turn_number > 0 and rng.random() < 0.03
        player = rng.choice(players) if extra else game.next_player()
        beginning: tuple[act.InTurnAction, ...] = ()
        if rng.random() < 0.05:
            beginning = tuple(
                self._in_turn_candidate(player, allow_resolve=False)
                for _ in range(rng.randint(1, 2))
            )
        ally_occupies: tuple[str, ...] = ()
        if game.mode is Mode.TWO_VS_TWO and rng.random() < 0.15:
            teammate = game.teammate(player)
            free = [b for b, owner in game.controllers.items() if owner != teammate]
            if free:
                ally_occupies = tuple(rng.sample(free, rng.randint(1, min(2, len(free)))))
        turn = act.Turn(player, extra, beginning, ally_occupies)
        # A beginning list can be refused (one of its actions illegal): then a plain turn.
        # If even that is refused, it was an extra turn the rules did not allow: a regular one.
        if not (
            self.try_apply(turn)
            or self.try_apply(act.Turn(player, extra))
            or self.try_apply(act.Turn(game.next_player()))
        ):
            raise AssertionError(f"the engine refused the next regular turn: {game.time}")
        if self.should_stop():
            return
        planned = rng.choices(ACTIONS_PER_TURN, weights=ACTIONS_PER_TURN_WEIGHTS)[0]
        if game.turn_number <= 2 * len(players):
            # The first two rounds: units are still arriving, battlefields rarely change hands.
            planned = min(planned, 1)
        for _ in range(planned):
            # A candidate can be illegal (controlling what one already controls, say);
            # a second try keeps the turn's length close to the one drawn.
            for _attempt in range(2):
                if self.try_apply(self._in_turn_candidate(player, allow_resolve=True)):
                    break
            if self.should_stop():
                return
        call_at = self.plan.call_time_at_turn
        if call_at is not None and game.turn_number >= call_at and not game.time.called:
            self.try_apply(act.CallTime())
            if self.should_stop():
                return
        if rng.random() < self.plan.concede_chance_per_turn and game.turn_number > 2:
            self.try_apply(act.Concede(rng.choice(players)))
            if self.should_stop():
                return
        if rng.random() < 0.5:
            self.try_apply(act.EndTurn())

    # ------------------------------------------------------------------ candidates

    def _in_turn_candidate(self, turn_player: str, *, allow_resolve: bool) -> act.InTurnAction:
        rng = self.rng
        kind = rng.choices(IN_TURN_KINDS, weights=IN_TURN_WEIGHTS)[0]
        if kind == "resolve" and allow_resolve:
            return act.Resolve(
                tuple(self._resolvable_candidate(turn_player) for _ in range(rng.randint(2, 3)))
            )
        if kind == "set_victory_score":
            return act.SetVictoryScore(self.game.victory_score + rng.choice((-1, 1, 2)))
        return self._resolvable_candidate(turn_player, kind)

    def _resolvable_candidate(
        self, turn_player: str, kind: str | None = None
    ) -> act.ResolvableAction:
        rng, game = self.rng, self.game
        if kind is None or kind in ("resolve", "set_victory_score"):
            kind = rng.choices(IN_TURN_KINDS[:5], weights=IN_TURN_WEIGHTS[:5])[0]
        if kind == "control":
            # Mostly the turn player attacking; sometimes a defender winning a showdown.
            player = turn_player if rng.random() < 0.8 else rng.choice(game.players)
            targets = [b for b, owner in game.controllers.items() if owner != player]
            return act.Control(player, rng.choice(targets or game.battlefields))
        if kind == "lose_control":
            held = [b for b, owner in game.controllers.items() if owner is not None]
            return act.LoseControl(rng.choice(held or game.battlefields))
        if kind == "gain":
            player = turn_player if rng.random() < 0.7 else rng.choice(game.players)
            return act.Gain(player, rng.choice((1, 1, 1, 2)), rng.choice(GAIN_SOURCES))
        if kind == "burn_out":
            player = rng.choice(game.players)
            opponents = [p for p in game.players if game.teammate(p) != player and p != player]
            count = 1 if rng.random() < 0.8 else 2
            return act.BurnOut(player, tuple(rng.choice(opponents) for _ in range(count)))
        player = rng.choice(game.players)
        return act.Adjust(player, rng.choice((-1, -1, 1, 2)), rng.choice(ADJUST_REASONS))

    # ------------------------------------------------------------------ output

    def to_bytes(self) -> bytes:
        """The record as the spec writes it: one JSON object a line, `", "` and `": "`."""
        lines = [self.header.to_dict(), *(act.to_dict(a) for a in self.actions)]
        return "".join(json.dumps(obj, ensure_ascii=False) + "\n" for obj in lines).encode()


def generate(seed: int, actions: int) -> list[bytes]:
    """Records from `random.Random(seed)` until they hold at least `actions` action lines."""
    rng = random.Random(seed)
    records: list[bytes] = []
    total = 0
    while total < actions:
        builder = RecordBuilder(rng)
        builder.play()
        if not builder.actions:
            continue
        blob = builder.to_bytes()
        # The record must replay from its bytes to the state the builder reached.
        replayed = replay_bytes(blob)
        if replayed.outcome != builder.game.outcome or replayed.scores != builder.game.scores:
            raise AssertionError(f"record {len(records)} does not replay as generated")
        records.append(blob)
        total += len(builder.actions)
    return records


def load_corpus(seed: int, actions: int) -> list[bytes]:
    """`generate(seed, actions)`, cached in bench/out/ so that only the first run pays."""
    path = CACHE_DIR / f"corpus-v{GENERATOR_VERSION}-seed{seed}-{actions}.msgpack"
    if path.exists():
        return msgspec.msgpack.decode(path.read_bytes(), type=list[bytes])
    records = generate(seed, actions)
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".partial")
    partial.write_bytes(msgspec.msgpack.encode(records))
    partial.replace(path)  # so that an interrupted run never leaves a truncated cache
    return records


def action_count(record: bytes) -> int:
    """Action lines in one of this corpus's records: every non-empty line but the header."""
    return sum(1 for line in record.split(b"\n") if line) - 1


def main() -> None:
    parser = argparse.ArgumentParser(description="Write a seeded corpus of legal records.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--actions", type=int, default=100_000, help="at least this many")
    parser.add_argument("--out", type=Path, required=True, help="directory for the .jsonl files")
    args = parser.parse_args()
    records = load_corpus(args.seed, args.actions)
    args.out.mkdir(parents=True, exist_ok=True)
    width = len(str(len(records)))
    for number, record in enumerate(records, 1):
        (args.out / f"record-{number:0{width}d}.jsonl").write_bytes(record)
    print(f"{len(records)} records, {sum(map(action_count, records))} actions in {args.out}")


if __name__ == "__main__":
    main()
