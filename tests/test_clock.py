"""The round clock, minute by minute: nothing sleeps, the time is an argument."""

from __future__ import annotations

import pytest

from riftscore.clock import ClockError, ClockState, Pause, Reading, RoundClock, total_extension

MINUTE = 60_000
START = 1_700_000_000_000  # 7 p.m. at the store, say


def at(minutes: float) -> int:
    """The moment `minutes` after the round's start."""
    return START + round(minutes * MINUTE)


HOUR_ROUND = RoundClock(START, 60 * MINUTE)


def test_a_new_round_counts_down_from_its_duration() -> None:
    assert HOUR_ROUND.read(at(0)) == Reading(ClockState.RUNNING, 60 * MINUTE, at(60), 0, 0)
    reading = HOUR_ROUND.read(at(25))
    assert reading.state is ClockState.RUNNING
    assert reading.remaining == 35 * MINUTE
    assert reading.ends_at == at(60)
    assert reading.elapsed == 25 * MINUTE


def test_at_zero_the_clock_has_expired_and_stays_at_zero() -> None:
    for minutes in (60, 61, 300):
        reading = HOUR_ROUND.read(at(minutes))
        assert reading.state is ClockState.EXPIRED
        assert reading.remaining == 0
        assert reading.ends_at == at(60)  # when it ran out, not when it was read
    assert HOUR_ROUND.read(at(60) - 1).state is ClockState.RUNNING
    assert HOUR_ROUND.read(at(60) - 1).remaining == 1


def test_a_server_whose_clock_runs_behind_the_start_shows_the_full_round() -> None:
    reading = HOUR_ROUND.read(at(-0.5))
    assert (reading.state, reading.remaining, reading.ends_at) == (
        ClockState.RUNNING,
        60 * MINUTE,
        at(60),
    )


def test_a_paused_round_stands_still_and_says_when_it_does_not_know_its_end() -> None:
    paused = HOUR_ROUND.pause(at(20))
    assert paused.paused
    for minutes in (20, 21, 45, 90):
        reading = paused.read(at(minutes))
        assert reading.state is ClockState.PAUSED
        assert reading.remaining == 40 * MINUTE
        assert reading.ends_at is None
    assert paused.read(at(30)).paused_total == 10 * MINUTE


def test_a_resumed_round_ends_later_by_the_time_it_stood_still() -> None:
    resumed = HOUR_ROUND.pause(at(20)).resume(at(27))
    assert not resumed.paused
    reading = resumed.read(at(30))
    assert reading.state is ClockState.RUNNING
    assert reading.remaining == 37 * MINUTE
    assert reading.ends_at == at(67)
    assert reading.paused_total == 7 * MINUTE
    assert resumed.read(at(67)).state is ClockState.EXPIRED


def test_several_pauses_add_up() -> None:
    clock = HOUR_ROUND.pause(at(10)).resume(at(12)).pause(at(40)).resume(at(43))
    assert clock.read(at(50)).remaining == 15 * MINUTE
    assert clock.read(at(50)).ends_at == at(65)
    assert clock.read(at(65)).state is ClockState.EXPIRED


def test_reading_the_past_ignores_pauses_that_had_not_begun() -> None:
    clock = HOUR_ROUND.pause(at(20)).resume(at(30))
    assert clock.read(at(10)) == HOUR_ROUND.read(at(10))
    during = clock.read(at(25))
    assert (during.state, during.remaining) == (ClockState.PAUSED, 40 * MINUTE)


def test_pausing_twice_or_resuming_a_running_round_is_refused() -> None:
    with pytest.raises(ClockError, match="already paused"):
        HOUR_ROUND.pause(at(5)).pause(at(6))
    with pytest.raises(ClockError, match="not paused"):
        HOUR_ROUND.resume(at(5))


def test_a_server_behind_another_never_pauses_or_resumes_in_the_past() -> None:
    clock = HOUR_ROUND.pause(at(20)).resume(at(25))
    late = clock.pause(at(24))  # this server's clock is a minute behind
    assert late.pauses[-1] == Pause(at(25))
    assert HOUR_ROUND.pause(at(20)).resume(at(19)).pauses[-1] == Pause(at(20), at(20))
    assert HOUR_ROUND.pause(at(-1)).pauses[-1] == Pause(START)


def test_an_extension_gives_one_table_more_time() -> None:
    reading = HOUR_ROUND.read(at(50), extension=3 * MINUTE)
    assert reading.remaining == 13 * MINUTE
    assert reading.ends_at == at(63)
    assert HOUR_ROUND.read(at(61), extension=3 * MINUTE).state is ClockState.RUNNING
    assert HOUR_ROUND.read(at(63), extension=3 * MINUTE).state is ClockState.EXPIRED
    assert total_extension([3 * MINUTE, 2 * MINUTE]) == 5 * MINUTE


def test_an_extension_and_a_pause_both_move_the_end() -> None:
    clock = HOUR_ROUND.pause(at(30)).resume(at(35))
    assert clock.read(at(40), extension=2 * MINUTE).ends_at == at(67)


def test_an_extension_entered_after_expiry_brings_the_clock_back_only_if_its_end_is_to_come() -> (
    None
):
    assert HOUR_ROUND.read(at(61)).state is ClockState.EXPIRED
    back = HOUR_ROUND.read(at(61), extension=5 * MINUTE)
    assert (back.state, back.remaining, back.ends_at) == (ClockState.RUNNING, 4 * MINUTE, at(65))
    too_late = HOUR_ROUND.read(at(66), extension=5 * MINUTE)
    assert (too_late.state, too_late.ends_at) == (ClockState.EXPIRED, at(65))


def test_a_pause_after_a_table_ran_out_changes_nothing_for_it_until_it_is_extended() -> None:
    clock = HOUR_ROUND.pause(at(62)).resume(at(65))
    assert clock.read(at(70)).ends_at == at(60)  # the pause began after its time ran out
    # Another table, with five minutes more, was still playing: the pause counts for it.
    assert clock.read(at(66), extension=5 * MINUTE).ends_at == at(68)


def test_a_round_paused_while_a_table_had_run_out_keeps_that_table_expired() -> None:
    paused = HOUR_ROUND.pause(at(61))
    reading = paused.read(at(70))
    assert (reading.state, reading.ends_at) == (ClockState.EXPIRED, at(60))
    still = paused.read(at(70), extension=2 * MINUTE)
    assert (still.state, still.remaining) == (ClockState.PAUSED, MINUTE)


def test_a_restarted_server_computes_the_same_clock_from_the_stored_timestamps() -> None:
    before = HOUR_ROUND.pause(at(10)).resume(at(14)).pause(at(30))
    stored = (before.started, before.duration, [(p.start, p.end) for p in before.pauses])
    started, duration, pauses = stored
    after = RoundClock(started, duration, tuple(Pause(s, e) for s, e in pauses))
    for minutes in (5, 12, 20, 30, 45, 80):
        assert after.read(at(minutes), MINUTE) == before.read(at(minutes), MINUTE)
    assert after.resume(at(33)).read(at(40)) == before.resume(at(33)).read(at(40))


def test_a_clock_that_cannot_be_is_refused() -> None:
    with pytest.raises(ClockError, match="positive"):
        RoundClock(START, 0)
    with pytest.raises(ClockError, match="before it starts"):
        Pause(at(5), at(4))
    with pytest.raises(ClockError, match="in order"):
        RoundClock(START, MINUTE, (Pause(at(5), at(6)), Pause(at(5.5), at(7))))
    with pytest.raises(ClockError, match="still be open"):
        RoundClock(START, MINUTE, (Pause(at(5)), Pause(at(6), at(7))))
    with pytest.raises(ClockError, match="in order"):
        RoundClock(START, MINUTE, (Pause(at(-1), at(1)),))
