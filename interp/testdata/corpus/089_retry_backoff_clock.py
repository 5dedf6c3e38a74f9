"""Task: retry flaky calls with exponential backoff and jitter, using a fake clock."""
import random


class FakeClock:
    def __init__(self):
        self.now = 0.0
        self.sleeps = []

    def sleep(self, seconds):
        self.sleeps.append(round(seconds, 3))
        self.now += seconds


class TransientError(Exception):
    def __init__(self, status, retry_after=None):
        super().__init__(f"HTTP {status}")
        self.status = status
        self.retry_after = retry_after


class PermanentError(Exception):
    pass


def flaky_service(script):
    it = iter(script)

    def call(payload):
        outcome = next(it)
        if outcome == "ok":
            return {"echo": payload, "status": 200}
        if outcome == "429":
            return_after = 2.5
            raise TransientError(429, retry_after=return_after)
        if outcome == "503":
            raise TransientError(503)
        raise PermanentError(f"bad request for {payload!r}")
    return call


def with_retries(fn, payload, clock, rng, attempts=5, base=0.5, cap=8.0):
    for attempt in range(1, attempts + 1):
        try:
            result = fn(payload)
            return attempt, result
        except TransientError as e:
            if attempt == attempts:
                raise RuntimeError(f"gave up after {attempts} attempts") from e
            delay = e.retry_after if e.retry_after is not None else min(cap, base * 2 ** (attempt - 1))
            delay += rng.uniform(0, delay / 4)
            print(f"  attempt {attempt}: {e} (status={e.status}); sleeping {delay:.3f}s at t={clock.now:.3f}")
            clock.sleep(delay)


rng = random.Random(42)
scenarios = {
    "immediate": ["ok"],
    "two-503": ["503", "503", "ok"],
    "rate-limited": ["429", "ok"],
    "permanent": ["503", "400"],
    "exhausted": ["503"] * 5,
}
for name, script in scenarios.items():
    clock = FakeClock()
    print(f"scenario {name}:")
    try:
        attempt, result = with_retries(flaky_service(script), {"job": name}, clock, rng)
        print(f"  success on attempt {attempt}: {result}")
    except PermanentError as e:
        print(f"  permanent failure: {type(e).__name__}: {e}")
    except RuntimeError as e:
        print(f"  {e}; cause={e.__cause__!r}")
    print(f"  waited {clock.now:.3f}s total, sleeps={clock.sleeps}")

print("jitter check:", [round(rng.random(), 6) for _ in range(3)])
print("randint:", [rng.randint(1, 100) for _ in range(5)])
print("choice:", rng.choice(["a", "b", "c", "d"]), rng.sample(range(20), 4))
