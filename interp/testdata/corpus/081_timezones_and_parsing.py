"""Normalise timestamps from several sources to UTC, compute durations across offsets, and format them."""
from datetime import datetime, timedelta, timezone, date, time

SOURCES = [
    ("api", "2024-03-10T23:45:00+00:00"),
    ("eu-app", "2024-03-11T01:15:00+01:00"),
    ("us-app", "2024-03-10 18:30:00 -0500"),
    ("india", "11/03/2024 05:00 +0530"),
    ("naive", "2024-03-10 23:59"),
    ("epoch", "1710115200"),
    ("bad", "yesterday"),
]
FORMATS = ["%Y-%m-%dT%H:%M:%S%z", "%Y-%m-%d %H:%M:%S %z", "%d/%m/%Y %H:%M %z", "%Y-%m-%d %H:%M"]


def parse(s):
    if s.isdigit():
        return datetime.fromtimestamp(int(s), tz=timezone.utc)
    for fmt in FORMATS:
        try:
            dt = datetime.strptime(s, fmt)
        except ValueError:
            continue
        if dt.tzinfo is None:
            dt = dt.replace(tzinfo=timezone.utc)
        return dt
    raise ValueError(f"unrecognised timestamp {s!r}")


parsed = []
for name, raw in SOURCES:
    try:
        dt = parse(raw)
    except ValueError as e:
        print(f"{name:<7} ERROR {e}")
        continue
    utc = dt.astimezone(timezone.utc)
    parsed.append((name, dt, utc))
    print(f"{name:<7} {dt.isoformat():<26} offset={dt.utcoffset()!s:<9} utc={utc:%Y-%m-%d %H:%M %Z}")

parsed.sort(key=lambda p: p[2])
print("order:", [p[0] for p in parsed])
first, last = parsed[0][2], parsed[-1][2]
print("span:", last - first, (last - first).total_seconds() / 3600, "hours")
for (n1, _, a), (n2, _, b) in zip(parsed, parsed[1:]):
    print(f"  {n1} -> {n2}: {b - a}")

ist = timezone(timedelta(hours=5, minutes=30), "IST")
pst = timezone(timedelta(hours=-8))
moment = datetime(2024, 3, 11, 12, 0, tzinfo=timezone.utc)
for tz in (timezone.utc, ist, pst, timezone(timedelta(hours=1))):
    local = moment.astimezone(tz)
    print(f"{str(tz):<10} {local:%Y-%m-%d %H:%M %z} {local.tzname()} {local.isoformat(timespec='minutes')}")
print(repr(ist), repr(timezone.utc), ist.utcoffset(None), str(pst))
print(datetime(2024, 1, 1, tzinfo=ist) == datetime(2023, 12, 31, 18, 30, tzinfo=timezone.utc))
try:
    datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print("TypeError:", e)
print(datetime.combine(date(2024, 5, 1), time(9, 30), tzinfo=pst).isoformat())
print(datetime(2024, 2, 29, 12).replace(year=2025, day=28).strftime("%a %d %b %Y"))
print(datetime(2024, 7, 4, 15, 5, 9, 123456).isoformat(), datetime(2024, 7, 4, 15, 5, 9, 123456).strftime("%H:%M:%S.%f"))
print(datetime.fromisoformat("2024-07-04T15:05:09.500000+02:00").astimezone(timezone.utc))
print(time(23, 59, 59).isoformat(), time(7, 5).strftime("%I:%M %p"), (datetime.min + timedelta(days=1)).year)
print(datetime(2024, 3, 11, tzinfo=timezone.utc).timestamp(), datetime.fromtimestamp(0, timezone.utc).isoformat())
weeks = (date(2024, 12, 25) - date(2024, 1, 1)).days // 7
print(f"{weeks} weeks until xmas; xmas is a {date(2024, 12, 25):%A}; day of year {date(2024, 12, 25):%j}")
