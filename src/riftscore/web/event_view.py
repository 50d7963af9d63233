"""What the event's pages (and any client) get as JSON: players, paired rounds and their
tables, standings, the top cut's bracket, what comes next, and one player's own view;
each answer one of the structs of `riftscore.web.view.event_answers`.

Everything here is read off the service's `EventState`, which the tournament rules
decided: these functions name things and round the percentages, nothing more.
"""

from __future__ import annotations

from typing import Any, Literal, cast

import msgspec
from msgspec import UNSET

from riftscore.rules import Round
from riftscore.service import (
    EventFacts,
    EventPlayer,
    EventState,
    NextRound,
    Paired,
    PairedRound,
    TableState,
)
from riftscore.tournament import (
    BYE_GAME_WINS,
    LAST_ENTRY_ROUND,
    Bracket,
    BracketMatch,
    Event,
    Outcome,
    Ruling,
    Standing,
    bracket_places,
    cut_rounds,
    game_wins_most,
    games_drawn_most,
    no_show_rulings,
    table_mode,
)
from riftscore.web.view import event_answers as answers
from riftscore.web.view import round_links, round_view, table_result_line
from riftscore.web.view.event_answers import Entrant, RoundTable

PERCENT_DECIMALS = 4


def event_links(gathering_id: str) -> dict[str, str]:
    base = f"/api/gatherings/{gathering_id}"
    return {
        "self": f"{base}/event",
        "gathering": base,
        "players": f"{base}/players",
        "rounds": f"{base}/rounds",
        "standings_json": f"{base}/standings.json",
        "standings_csv": f"{base}/standings.csv",
        "settings": f"{base}/settings",
        "join_link": f"{base}/join-link",
        "page": f"/gathering/{gathering_id}",
        "projector": f"/gathering/{gathering_id}/projector",
        "join": f"/gathering/{gathering_id}/join",
    }


def player_links(gathering_id: str, player_id: str) -> dict[str, str]:
    base = f"/api/gatherings/{gathering_id}/players/{player_id}"
    return {
        "self": base,
        "drop": f"{base}/drop",
        "no_show": f"{base}/no-show",
        "page": f"/gathering/{gathering_id}/players/{player_id}",
    }


def settings_view(data: dict[str, Any]) -> answers.EventSettings:
    """The event's settings as the service keeps them (`EventSettings.to_data()`)."""
    return msgspec.convert(data, answers.EventSettings)


def entrant(facts: EventFacts, entrant_id: str) -> Entrant:
    """An entrant named: its id and name (a team's members too)."""
    player = facts.player(entrant_id)
    assert player is not None  # every id in the log is registered first
    return Entrant(
        id=player.id,
        name=player.name,
        members=list(player.members) if player.members else UNSET,
        legends=dict(player.legends) if player.legends else UNSET,
    )


def player_view(
    gathering_id: str, player: EventPlayer, event: Event | None = None
) -> answers.Player:
    """A registered player (or team): `dropped` once they dropped or did not come
    (`no_show`: the round they missed), and the round they entered in."""
    no_show = None
    if event is not None:
        out_after = event.dropped_after(player.id)
        if out_after is not None and player.dropped_after is None:
            no_show = out_after
    return answers.Player(
        id=player.id,
        name=player.name,
        joined_round=player.joined_round,
        dropped=player.dropped_after is not None or no_show is not None,
        dropped_after=player.dropped_after if no_show is None else no_show,
        no_show=no_show,
        registered_by=cast(Literal["organiser", "join"], player.by),
        links=player_links(gathering_id, player.id),
        members=list(player.members) if player.members else UNSET,
        legends=dict(player.legends) if player.legends else UNSET,
    )


def standing_line(facts: EventFacts, standing: Standing) -> answers.StandingLine:
    """One line of the standings; the percentages from 0 to 1, to 4 decimals."""
    named = entrant(facts, standing.entrant)
    return answers.StandingLine(
        rank=standing.rank,
        id=standing.entrant,
        player=standing.name,
        match_points=standing.match_points,
        won=standing.won,
        drawn=standing.drawn,
        lost=standing.lost,
        byes=standing.byes,
        rounds=standing.rounds,
        omw=round(standing.omw, PERCENT_DECIMALS),
        gw=round(standing.gw, PERCENT_DECIMALS),
        ogw=round(standing.ogw, PERCENT_DECIMALS),
        dropped=standing.dropped,
        members=named.members,
        legends=named.legends,
    )


def standings_view(
    facts: EventFacts, through: int, lines: tuple[Standing, ...]
) -> answers.Standings:
    return answers.Standings(round=through, standings=[standing_line(facts, s) for s in lines])


def result_view(
    table: TableState[RoundTable], outcomes: tuple[Outcome, ...] | None
) -> answers.TableResult | None:
    """A table's result: game wins and absent entrants in the table's order, whether the
    organiser recorded it, each entrant's outcome, and a line for people."""
    result = table.result
    if result is None or outcomes is None:
        return None
    entrants = table.paired.entrants
    return answers.TableResult(
        game_wins=list(result.game_wins),
        games_drawn=result.games_drawn,
        absent=[entrants[side] for side in result.absent],
        by="organiser" if result.ruled else "game",
        outcomes=[o.value for o in outcomes],
        line=table_result_line(table.sides, result),
        reason=result.reason if result.reason else UNSET,
    )


def ruling_body(ruling: Ruling, entrants: tuple[str, ...]) -> answers.RulingBody:
    """A ruling as the result request takes it: the absent by entrant id."""
    return answers.RulingBody(
        game_wins=list(ruling.game_wins),
        games_drawn=ruling.games_drawn,
        absent=[entrants[seat] for seat in ruling.absent],
    )


def table_options(
    facts: EventFacts, table: TableState[RoundTable], result_link: str
) -> answers.TableOptions:
    """What the organiser may record at the table, as the tournament rules decide it: a
    result by hand within the table's limits (game wins a seat, games drawn; the seats
    recorded absent so far), and each seat's no-show with the exact request it makes (the
    table's result link and body, `absent` included), for a table of any number of seats.
    No no-show at a table whose game gave its result, nor before the latest round."""
    entrants = table.paired.entrants
    seats = len(entrants)
    result = table.result
    absent = () if result is None else result.absent
    choices = no_show_rulings(
        table_mode(facts.settings.mode, seats),
        seats,
        absent,
        played=result is not None and not result.ruled,
        latest=table.round == len(facts.rounds),
    )
    return answers.TableOptions(
        result=answers.ResultChoice(
            href=result_link,
            game_wins=answers.Range(min=0, max=game_wins_most(seats)),
            games_drawn=answers.Range(min=0, max=games_drawn_most(seats)),
            absent=[entrants[seat] for seat in absent],
        ),
        no_shows=[
            answers.NoShowChoice(
                entrant=entrants[seat], href=result_link, body=ruling_body(ruling, entrants)
            )
            for seat, ruling in choices.items()
        ],
    )


def table_view(
    gathering_id: str, state: EventState[RoundTable], table: TableState[RoundTable]
) -> answers.EventTable:
    facts = state.facts
    outcomes = state.event.rounds[table.round - 1].tables[table.number - 1].outcomes()
    result_link = f"/api/gatherings/{gathering_id}/games/{table.paired.game}/result"
    return answers.EventTable(
        number=table.number,
        label=f"Table {table.number}",
        game=table.paired.game,
        entrants=[entrant(facts, e) for e in table.paired.entrants],
        sides=list(table.sides),
        result=result_view(table, outcomes),
        options=table_options(facts, table, result_link),
        links={
            "game": f"/api/games/{table.paired.game}",
            "page": f"/g/{table.paired.game}",
            "result": result_link,
        },
        live=UNSET if table.shown is None else table.shown,
    )


def paired_round_links(gathering_id: str, number: int) -> dict[str, str]:
    """A paired round's links: its clock's, and where the organiser starts it."""
    links = round_links(gathering_id, number)
    return {**links, "start": f"{links['self']}/start"}


def event_round_view(
    gathering_id: str,
    state: EventState[RoundTable],
    paired: PairedRound,
    tables: list[TableState[RoundTable]],
) -> answers.EventRound:
    """A paired round: `started` once the organiser started its clock (pairing does not)."""
    return answers.EventRound(
        number=paired.number,
        stage=paired.stage.value,
        type=Round(paired.kind),
        started=paired.number in state.started,
        minutes=paired.minutes,
        tables=[table_view(gathering_id, state, t) for t in tables],
        byes=[entrant(state.facts, e) for e in paired.byes],
        pending=[t.number for t in tables if t.result is None],
        # A bye, as the rules count it: a match won with the games of a whole match.
        options=answers.RoundOptions(
            bye=answers.ByeOption(outcome=Outcome.WIN.value, game_wins=BYE_GAME_WINS)
        ),
        links=paired_round_links(gathering_id, paired.number),
    )


def bracket_view(facts: EventFacts, drawn: Bracket) -> answers.Bracket:
    """The top cut: its seeds, each stage's matches (higher seed first; null where nobody
    came through yet), and the champion."""

    def named(entrant_id: str | None) -> Entrant | None:
        return None if entrant_id is None else entrant(facts, entrant_id)

    def match(m: BracketMatch) -> answers.BracketMatch:
        return answers.BracketMatch(
            entrants=[named(e) for e in m.entrants],
            seeds=list(m.seeds),
            decided=m.decided,
            winner=named(m.winner),
            walkover=m.walkover,
            bye=m.bye,
            round=m.round,
        )

    # A stage is named by the rounds left after it, the final last.
    names = {1: "Final", 2: "Semi-finals", 3: "Quarter-finals", 4: "Round of 16"}
    total = cut_rounds(drawn.size)
    stage_names = [names[total - i] for i in range(total)]
    return answers.Bracket(
        size=drawn.size,
        places=bracket_places(drawn.size),
        seeds=[entrant(facts, e) for e in drawn.seeds],
        stages=[
            answers.BracketStage(name=stage_names[i], matches=[match(m) for m in stage])
            for i, stage in enumerate(drawn.stages)
        ],
        stages_total=total,
        stage_names=stage_names,
        champion=named(drawn.champion),
        over=drawn.over,
    )


def champion_of(facts: EventFacts, drawn: Bracket | None) -> Entrant | None:
    """The event's champion: null until it is over (its top cut's final decided: won, or
    nobody came through to it), or when nobody won the final. A Swiss event without a
    cut can always pair another round: it is never over."""
    if drawn is None or not drawn.over or drawn.champion is None:
        return None
    return entrant(facts, drawn.champion)


def next_view(facts: EventFacts, upcoming: NextRound) -> answers.Next:
    return answers.Next(
        round=upcoming.number,
        stage=cast(Literal["swiss", "top_cut", "over"], upcoming.stage),
        swiss_rounds_played=facts.swiss_rounds,
        swiss_rounds_planned=facts.planned_rounds,
        pending=[
            answers.PendingTable(round=r, table=t, game=g, label=f"Round {r}, table {t}")
            for r, t, g in upcoming.pending
        ],
        blocked=upcoming.blocked,
        active=upcoming.active,
        cut_sizes=list(upcoming.cut_sizes),
        entry_open=upcoming.entry_open,
        start=upcoming.start,
    )


def event_options(upcoming: NextRound) -> answers.EventOptions:
    """What the event allows now, as the tournament rules decide it: whether a player can
    register (and until which round is paired), and the sizes the organiser may cut to."""
    return answers.EventOptions(
        entry=answers.Entry(open=upcoming.entry_open, until_round=LAST_ENTRY_ROUND),
        cut_sizes=list(upcoming.cut_sizes),
    )


def clock_reading(state: EventState[RoundTable]) -> answers.RoundClock | None:
    """The latest round's own clock, as the server read it (count down from `ends_at`
    against `server_time`, as a table's clock)."""
    reading = state.clock
    if reading is None or not state.facts.rounds:
        return None
    latest = state.facts.rounds[-1]
    return answers.RoundClock(
        round=latest.number,
        type=Round(latest.kind),
        state=reading.state.value,
        server_time=state.now_ms,
        ends_at=reading.ends_at,
        remaining_ms=reading.remaining,
        paused_ms=reading.paused_total,
    )


def event_view(state: EventState[RoundTable]) -> answers.Event:
    """The whole event: what the organiser's page, the projector and a player's page show
    (`over` and `champion`: whether the event has ended, and who won it)."""
    facts = state.facts
    gathering_id = state.gathering.id
    # `teams`: whether entrants register as teams of two (the mode's, from the core).
    settings = {**facts.settings.to_data(), "teams": facts.settings.teams}
    return answers.Event(
        id=gathering_id,
        name=state.gathering.name,
        version=facts.version,
        settings=msgspec.convert(settings, answers.EventSettingsView),
        players=[player_view(gathering_id, p, state.event) for p in facts.players],
        rounds=[event_round_view(gathering_id, state, r, ts) for r, ts in state.rounds()],
        clock=clock_reading(state),
        standings=standings_view(facts, facts.swiss_rounds, state.standings),
        bracket=None if state.bracket is None else bracket_view(facts, state.bracket),
        bracket_problem=state.bracket_problem,
        over=state.bracket is not None and state.bracket.over,
        champion=champion_of(facts, state.bracket),
        next=next_view(facts, state.next),
        options=event_options(state.next),
        # Which join link is current (the number of its entry in the event log), never the
        # link itself: an organiser's device that sees it change asks for the new one.
        join_link=answers.JoinLinkVersion(version=facts.join_seq),
        links=event_links(gathering_id),
    )


def my_view(state: EventState[RoundTable], player: EventPlayer) -> answers.MyEvening:
    """One player's evening: their line, their table in the latest round (or their bye),
    their standing, and once the event is over, its champion."""
    facts = state.facts
    gathering_id = state.gathering.id
    latest = facts.rounds[-1] if facts.rounds else None
    table = None
    bye = False
    if latest is not None:
        seat = latest.table_of(player.id)
        if seat is not None:
            found = state.table_of_game(seat[1].game)
            assert found is not None
            table = table_view(gathering_id, state, found)
        bye = player.id in latest.byes
    standing = next((s for s in state.standings if s.entrant == player.id), None)
    return answers.MyEvening(
        gathering=answers.GatheringName(id=gathering_id, name=state.gathering.name),
        player=player_view(gathering_id, player, state.event),
        round=None
        if latest is None
        else answers.MyRound(
            number=latest.number,
            stage=latest.stage.value,
            # Paired, but its clock not started yet: the players find their seats.
            started=latest.number in state.started,
        ),
        table=table,
        opponents=[] if table is None else [e for e in table.entrants if e.id != player.id],
        bye=bye,
        standing=None if standing is None else standing_line(facts, standing),
        players=len(facts.players),
        clock=clock_reading(state),
        over=state.bracket is not None and state.bracket.over,
        champion=champion_of(facts, state.bracket),
        links={**event_links(gathering_id), **player_links(gathering_id, player.id)},
    )


def pairings_view(paired: Paired[RoundTable]) -> answers.Pairings:
    """A round just paired, for the organiser: each table's entrants (higher-ranked or
    higher seed first), its game's players in turn order and its write token, the byes,
    and what the pairing could not avoid (rematches, second byes, pair-downs)."""
    facts = paired.facts

    def names(pair: tuple[str, ...]) -> list[str]:
        return [entrant(facts, e).name for e in pair]

    return answers.Pairings(
        round=paired.paired.number,
        stage=paired.paired.stage.value,
        tables=[
            answers.PairingTable(
                number=number,
                label=f"Table {number}",
                game=table.game,
                entrants=[entrant(facts, e) for e in table.entrants],
                players=list(paired.players[table.game]),
                write_token=paired.tokens[table.game],
                links={"game": f"/api/games/{table.game}", "page": f"/g/{table.game}"},
            )
            for number, table in enumerate(paired.paired.tables, 1)
        ],
        byes=[entrant(facts, e) for e in paired.paired.byes],
        cut=paired.paired.cut,
        rematches=[names(pair) for pair in paired.pairing.rematches],
        repeat_byes=names(paired.pairing.repeat_byes),
        byes_in_a_row=names(paired.pairing.byes_in_a_row),
        pair_downs=[names(pair) for pair in paired.pairing.pair_downs],
    )


def paired_round_view(
    paired: Paired[RoundTable],
) -> answers.RoundAnswer | answers.PairedRound:
    """The answer to pairing a round: the round as `GET .../rounds/{n}` shows it once
    started, else the round paired (`state` "paired": its tables, no clock yet, and the
    link that starts it); each of its tables also with its entrants and write token
    (`game` is its `id`), the bye (`byes`, and `bye`: the one entrant with it, or null),
    and the whole `pairings`."""
    pairings = pairings_view(paired)
    by_game = {t.game: t for t in pairings.tables}
    byes = pairings.byes
    bye = byes[0] if len(byes) == 1 else None
    if paired.listing is not None:
        started = round_view(paired.listing)
        tables = []
        for line in started.tables:
            table = by_game[line.id]
            tables.append(
                msgspec.structs.replace(
                    line,
                    game=line.id,
                    number=table.number,
                    entrants=table.entrants,
                    write_token=table.write_token,
                )
            )
        return msgspec.structs.replace(
            started, tables=tables, byes=byes, bye=bye, pairings=pairings
        )
    round_ = paired.paired
    gathering_id = paired.facts.gathering_id
    return answers.PairedRound(
        gathering_id=gathering_id,
        number=round_.number,
        type=Round(round_.kind),
        stage=round_.stage.value,
        state="paired",
        minutes=round_.minutes,
        tables=[
            answers.PairedTable(
                id=t.game,
                table=t.label,
                players=t.players,
                game=t.game,
                number=t.number,
                entrants=t.entrants,
                write_token=t.write_token,
            )
            for t in pairings.tables
        ],
        links=paired_round_links(gathering_id, round_.number),
        byes=byes,
        bye=bye,
        pairings=pairings,
    )
