"""Task: bucket timestamped events by day, ISO week and month; find gaps and busiest hours."""
from collections import Counter, defaultdict
from datetime import datetime, timedelta, date

RAW = """2024-02-26T08:15:00 login alice
2024-02-26T09:47:12 upload bob
2024-02-27T23:59:59 login carol
2024-02-28T00:00:01 logout carol
2024-02-29T12:30:00 upload alice
2024-03-01T07:05:30 login dave
2024-03-01T07:45:00 upload dave
2024-03-04T16:20:00 login alice
2024-03-04T16:21:00 upload alice
2024-03-10T10:10:10 login bob
2024-03-11T08:00:00 login erin
2024-03-31T22:00:00 logout erin"""

events = []
for line in RAW.splitlines():
    ts, kind, user = line.split()
    events.append((datetime.fromisoformat(ts), kind, user))

by_day = Counter(e[0].date() for e in events)
print("events per day:")
for d, n in sorted(by_day.items()):
    print(f"  {d:%a %d %b %Y}  {'#' * n} {n}")

by_week = defaultdict(list)
for ts, kind, user in events:
    y, w, _ = ts.isocalendar()
    by_week[f"{y}-W{w:02d}"].append(user)
print("per ISO week:")
for wk in sorted(by_week):
    users = by_week[wk]
    print(f"  {wk}: {len(users)} events, {len(set(users))} distinct users -> {sorted(set(users))}")

by_month = Counter(ts.strftime("%Y-%m") for ts, _, _ in events)
print("per month:", dict(by_month))

first, last = events[0][0].date(), events[-1][0].date()
all_days = [first + timedelta(days=i) for i in range((last - first).days + 1)]
quiet = [d for d in all_days if d not in by_day]
runs = []
for d in quiet:
    if runs and (d - runs[-1][-1]).days == 1:
        runs[-1].append(d)
    else:
        runs.append([d])
print(f"{len(quiet)} quiet days in {len(all_days)}; longest gap:",
      max(runs, key=len)[0].isoformat(), "to", max(runs, key=len)[-1].isoformat())

hours = Counter(ts.hour for ts, _, _ in events)
print("busiest hours:", hours.most_common(3))

gaps = [(b[0] - a[0]) for a, b in zip(events, events[1:])]
longest = max(gaps)
print("longest gap between events:", longest, "=", longest.total_seconds() / 3600, "hours")
print("shortest gap:", min(gaps), repr(min(gaps)))
print("leap day present:", date(2024, 2, 29) in by_day, "weekday:", date(2024, 2, 29).weekday())
month_end = date(2024, 3, 1) - timedelta(days=1)
print("end of Feb:", month_end, month_end.strftime("%j"), month_end.toordinal())
