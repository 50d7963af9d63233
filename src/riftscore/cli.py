"""The `riftscore` command: replay a record for a person or a program, check many records."""

from __future__ import annotations

import gc
import json
import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from itertools import islice
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from riftscore import words
from riftscore.announce import phrase
from riftscore.record import RecordError, replay_bytes, summary
from riftscore.rules import Game

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Riftbound scorekeeping that applies the rules. Not endorsed by Riot Games.",
)


def _fail(message: str) -> typer.Exit:
    typer.echo(message, err=True)
    return typer.Exit(1)


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        raise _fail(f"cannot read {path}: {error.strerror or error}") from None


@app.command()
def replay(
    record: Annotated[Path, typer.Argument(help="A riftscore/1 game record (JSON Lines).")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the spec's JSON object instead of the log.")
    ] = False,
    lang: Annotated[
        str,
        typer.Option(
            "--lang",
            envvar="RIFTSCORE_LANG",
            help=f"The language of the messages: {', '.join(words.LANGUAGES)} (or a tag "
            "such as zh-Hans or fr-FR).",
        ),
    ] = words.ENGLISH,
) -> None:
    """Replay a game record: final scores, every point as announced, and the result."""
    language = words.shipped(lang)
    if language is None:
        raise _fail(f"--lang {lang}: riftscore speaks {', '.join(words.LANGUAGES)}")
    data = _read(record)
    try:
        game = replay_bytes(data)
    except RecordError as error:
        raise _fail(words.say_phrase(error.phrase, language)) from None
    if as_json:
        sys.stdout.write(json.dumps(summary(game), ensure_ascii=False) + "\n")
        return
    _print_game(game, language)


def _result_line(game: Game) -> str:
    outcome = game.outcome
    if outcome.result == "ongoing":
        return "Result: the game goes on"
    if outcome.result == "draw":
        return "Result: drawn"
    how = f" by {outcome.by.replace('_', ' ')}" if outcome.by else ""
    return f"Result: {' and '.join(outcome.winners)} won{how}"


def _print_game(game: Game, lang: str = words.ENGLISH) -> None:
    console = Console(highlight=False, soft_wrap=True)
    table = Table(title="Scores", title_justify="left")
    table.add_column("Player")
    table.add_column("Score", justify="right")
    if game.game_number > 1 or game.mode.value == "match":
        table.add_column("Game wins", justify="right")
    wins = game.game_wins
    for player, score in game.scores.items():
        row: list[Text | str] = [Text(player), str(score)]
        if len(table.columns) == 3:
            row.append(str(wins[player]))
        table.add_row(*row)
    console.print(table)
    console.print()
    # Every event as the table heard it, in the chosen language; a turn's start in bold,
    # with what happened in it indented below.
    for event in game.events:
        said = phrase(event)
        if said is None:
            continue
        line = words.say_phrase(said, lang)
        style = "bold" if said.code == "announce-turn" else None
        console.print(Text(("" if style else "  ") + line, style=style or ""))
    console.print()
    console.print(Text(_result_line(game), style="bold"))


#: How many of each record's entries `diff` shows after the two part.
DIFF_SHOWN = 10


@app.command()
def diff(
    first: Annotated[Path, typer.Argument(help="A record of the game (one device's export).")],
    second: Annotated[Path, typer.Argument(help="Another record of the same game.")],
) -> None:
    """Compare two records of one game: the first entry where they differ, the scores
    both agree on up to there, and how each goes on. Exit status 0: the same game; 1:
    they differ; 2: a file cannot be read as a record."""
    from riftscore.record import encode, first_difference

    try:
        parting = first_difference(_read(first), _read(second))
    except RecordError as error:
        # Which file: the first that fails on its own.
        bad = first if _unreadable(_read(first)) else second
        typer.echo(f"{bad}: {error}", err=True)
        raise typer.Exit(2) from None
    if parting is None:
        typer.echo(f"{first} and {second} hold the same game.")
        return

    def where(path: Path, line: int | None) -> str:
        return f"{path} line {line}" if line is not None else f"{path} (ended)"

    typer.echo(
        f"They part at entry {parting.entry}: {where(first, parting.line_first)}, "
        f"{where(second, parting.line_second)}."
    )
    typer.echo(f"Both agree before it: {_agreed_scores(parting.agreed)}")
    for path, rest in ((first, parting.rest_first), (second, parting.rest_second)):
        typer.echo(f"\n{path} goes on:" if rest else f"\n{path} goes no further.")
        for value in rest[:DIFF_SHOWN]:
            typer.echo(f"  {encode(value).decode()}")
        if len(rest) > DIFF_SHOWN:
            typer.echo(f"  ... and {len(rest) - DIFF_SHOWN} more")
    raise typer.Exit(1)


def _unreadable(data: bytes) -> bool:
    from riftscore.record import objects

    try:
        for _ in objects(data):
            pass
    except RecordError:
        return True
    return False


def _agreed_scores(agreed: tuple[object, ...]) -> str:
    """The scores after the entries both records share (or why they cannot be said)."""
    from riftscore.record import encode

    if not agreed:
        return "nothing (not even the header)."
    try:
        game = replay_bytes(b"".join(encode(value) + b"\n" for value in agreed))
    except RecordError as error:
        return f"entries that do not replay ({error})."
    scores = ", ".join(f"{player} {score}" for player, score in game.scores.items())
    return f"{len(agreed)} entries, the scores then {scores}."


def _records(paths: list[Path]) -> Iterator[Path]:
    for path in paths:
        if path.is_dir():
            yield from sorted(path.rglob("*.jsonl"))
        else:
            yield path


def _problem(path: Path) -> str | None:
    """What is wrong with the record at `path`, or None if it replays."""
    try:
        replay_bytes(path.read_bytes())
    except OSError as error:
        return f"cannot read: {error.strerror or error}"
    except RecordError as error:
        return str(error)
    return None


def _problems(paths: Sequence[Path]) -> list[str | None]:
    """A worker's share: the problems of a few records, in their order."""
    return [_problem(path) for path in paths]


# `check` replays in this process until this long has passed, and only then starts its
# worker processes for the rest: a handful of records never waits for them to start.
SERIAL_LEAD_SECONDS = 0.2
# Records a worker takes at a time (enough that passing them costs little beside the
# replays), and chunks handed out ahead of the one printed next, per worker: the bound on
# what is held at once, whatever the number of records.
CHUNK = 32
CHUNKS_AHEAD = 4


def default_jobs() -> int:
    """Every core this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _checked(paths: Iterator[Path], jobs: int) -> Iterator[tuple[Path, str | None]]:
    """Each record and its problem (None if valid), in the order of `paths`, however many
    processes replay them: results are printed in order as they come, never all kept.
    """
    lead_ends = time.perf_counter() + SERIAL_LEAD_SECONDS
    for path in paths:
        yield path, _problem(path)
        if jobs > 1 and time.perf_counter() >= lead_ends:
            break
    else:
        return
    yield from _checked_in_parallel(paths, jobs)


def _checked_in_parallel(paths: Iterator[Path], jobs: int) -> Iterator[tuple[Path, str | None]]:
    context = None
    if "forkserver" in multiprocessing.get_all_start_methods():
        # A server process imports riftscore once and forks each worker from it: no worker
        # inherits this process's state, and none imports anything again.
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([__name__])
    pending: deque[tuple[list[Path], Future[list[str | None]]]] = deque()
    pool = ProcessPoolExecutor(jobs, mp_context=context)
    try:
        while chunk := list(islice(paths, CHUNK)):
            pending.append((chunk, pool.submit(_problems, chunk)))
            if len(pending) >= jobs * CHUNKS_AHEAD:
                done, future = pending.popleft()
                yield from zip(done, future.result(), strict=True)
        while pending:
            done, future = pending.popleft()
            yield from zip(done, future.result(), strict=True)
    finally:
        pool.shutdown(cancel_futures=True)


@app.command()
def check(
    paths: Annotated[
        list[Path] | None,
        typer.Argument(help="Record files, or folders searched for *.jsonl.", show_default=False),
    ] = None,
    jobs: Annotated[
        int | None,
        typer.Option(
            "--jobs",
            "-j",
            min=1,
            help="Processes replaying records at once (default: one per core).",
            show_default=False,
        ),
    ] = None,
    store: Annotated[
        bool,
        typer.Option(
            "--store",
            help="Check the games stored by the tracker instead: those this engine cannot "
            "load, and those it scores otherwise than the result stored with them.",
        ),
    ] = False,
    database: Annotated[
        str | None,
        typer.Option(
            help="With --store: the database URL (default: the one `riftscore serve` uses, "
            "RIFTSCORE_DATABASE_URL or SQLite under RIFTSCORE_DATA_DIR).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Validate many records, or with --store the tracker's stored games: one line per
    problem, then a summary."""
    if store:
        if paths:
            raise typer.BadParameter("give record files, or --store, not both")
        _check_store(database)
        return
    if database is not None:
        raise typer.BadParameter("--database goes with --store")
    if not paths:
        raise typer.BadParameter("give record files or folders to check, or --store")
    valid = invalid = 0
    for path, problem in _checked(_records(paths), jobs or default_jobs()):
        if problem is None:
            valid += 1
        else:
            invalid += 1
            typer.echo(f"{path}: {problem}")
    total = valid + invalid
    typer.echo(f"{total} record{'s' if total != 1 else ''}: {valid} valid, {invalid} invalid")
    if invalid or not total:
        raise typer.Exit(1)


def _check_store(database: str | None) -> None:
    """One line per stored game that this engine cannot load (its id, the entry it refuses,
    and why) or scores otherwise (both results), then a summary; status 1 if any game
    cannot be loaded. The store is migrated first, as `riftscore serve` does."""
    # Imported here: the store and the service are not needed by replay and check.
    from riftscore.service.check import check_store, describe
    from riftscore.settings import StoreSettings
    from riftscore.store import SqlStore

    url = database or StoreSettings.from_env().resolved_database_url()
    opened = SqlStore.open(url)
    games = unloadable = rescored = 0
    try:
        for checked in check_store(opened):
            games += 1
            unloadable += checked.unloadable is not None
            rescored += bool(checked.rescorings)
            for found in checked.findings():
                typer.echo(describe(found))
    finally:
        opened.close()
    typer.echo(
        f"{games} stored game{'s' if games != 1 else ''}: {games - unloadable} load, "
        f"{unloadable} cannot be loaded, {rescored} rescored"
    )
    if unloadable:
        raise typer.Exit(1)


def settle_heap() -> None:
    """Set aside, for the garbage collector, what a started server keeps for good.

    The web stack's modules leave some 120,000 objects that live as long as the process;
    every full collection would walk them again, pausing every request (tens of ms on a
    busy machine). Frozen, collections walk only what came later (the games).
    """
    gc.collect()
    gc.freeze()


LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")


@app.command()
def serve(
    host: Annotated[
        str, typer.Option(help="Address to serve on; 0.0.0.0 serves the phones of a local network.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to serve on.")] = 8000,
    certfile: Annotated[
        Path | None,
        typer.Option(help="TLS certificate (PEM) to serve HTTPS: `riftscore cert` makes one."),
    ] = None,
    keyfile: Annotated[
        Path | None,
        typer.Option(help="Its private key (PEM), unless it is in the certificate file."),
    ] = None,
) -> None:
    """Run the table tracker: on SQLite under ./data unless RIFTSCORE_DATABASE_URL names
    another database. Its limits (connections, deadlines, sizes) come from RIFTSCORE_*
    variables: docs/reliability.md."""
    if keyfile is not None and certfile is None:
        raise _fail("--keyfile needs --certfile")
    if certfile is None and host not in LOOPBACK_HOSTS:
        typer.echo(
            f"Warning: serving plain HTTP on {host}: every table's write token crosses the "
            "network in clear, and anyone on the Wi-Fi can read it and take over the game. "
            "`riftscore cert` makes a certificate in one step; then serve with "
            "--certfile and --keyfile (README: an event over HTTPS).",
            err=True,
        )
    # Imported here: the web stack is not needed by replay and check, and takes time to load.
    from riftscore.web.app import create_app
    from riftscore.web.limits import serve as run
    from riftscore.web.settings import Settings

    settings = Settings.from_env()
    app = create_app(settings)
    settle_heap()
    run(app, settings, host=host, port=port, certfile=certfile, keyfile=keyfile)


@app.command()
def cert(
    folder: Annotated[Path, typer.Option("--dir", help="Where to write the certificates.")] = Path(
        "certs"
    ),
    name: Annotated[
        list[str] | None,
        typer.Option(
            "--name",
            help="Another name phones reach this machine by (repeat for more); its own "
            "names and localhost are always in.",
            show_default=False,
        ),
    ] = None,
    address: Annotated[
        list[str] | None,
        typer.Option(
            "--ip",
            help="Another address of this machine (repeat for more): the store's Wi-Fi "
            "address if its own name does not resolve to it.",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Make a certificate to serve the tracker over HTTPS on a local network: a certificate
    authority of your own (made once; phones trust it once) and the server's certificate
    for this machine's names and addresses."""
    from riftscore.certs import CA_DAYS, LOCAL_DOMAINS, TRUST_STEPS, NotLocalName, make_certificates

    try:
        made = make_certificates(folder, name or (), address or ())
    except NotLocalName as error:
        local = ", ".join(f".{d}" if d != "localhost" else d for d in LOCAL_DOMAINS)
        raise _fail(
            f"not a local name: {error} (a name given must end in one of {local}; the "
            "authority must not vouch for a name on the internet)"
        ) from None
    except ValueError as error:
        raise _fail(f"not an address: {error}") from None
    what = "a new certificate authority" if made.ca_new else "the certificate authority kept"
    typer.echo(f"Wrote {made.server_cert} and {made.server_key}, signed by {what}: {made.ca_cert}")
    typer.echo(f"For the names {', '.join(made.names)}")
    typer.echo(f"and the addresses {', '.join(str(a) for a in made.addresses)}.")
    typer.echo("")
    typer.echo("Serve the tracker over HTTPS with:")
    typer.echo(
        f"  riftscore serve --host 0.0.0.0 --port 8443 --certfile {made.server_cert} "
        f"--keyfile {made.server_key}"
    )
    typer.echo("")
    typer.echo(TRUST_STEPS.format(ca=made.ca_cert, days=CA_DAYS), nl=False)
    if made.ca_new:
        typer.echo("The authority is new: phones that trusted an earlier one must trust this one.")


def main() -> None:
    app()
