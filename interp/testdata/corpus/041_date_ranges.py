import calendar
from datetime import date, datetime, timedelta


def month_range(year, month):
    first = date(year, month, 1)
    last_day = calendar.monthrange(year, month)[1]
    return first, date(year, month, last_day)


for m in (1, 2, 6, 12):
    f, l = month_range(2024, m)
    print(f"{calendar.month_name[m]:<9} {f} .. {l} ({(l - f).days + 1} days) starts {calendar.day_name[f.weekday()]}")
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025), calendar.monthrange(2023, 2))


def daterange(start, end, step=timedelta(days=1)):
    d = start
    while d < end:
        yield d
        d += step


weeks = list(daterange(date(2024, 1, 1), date(2024, 2, 1), timedelta(weeks=1)))
print([d.isoformat() for d in weeks])
weekend = [d.day for d in daterange(date(2024, 3, 1), date(2024, 4, 1)) if d.weekday() >= 5]
print("March weekends:", weekend)
print("ISO weeks:", [date(2024, 12, 30).isocalendar()[:], tuple(date(2021, 1, 3).isocalendar()), date(2024, 1, 1).isocalendar().week])


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


base = date(2024, 1, 31)
print([add_months(base, i).isoformat() for i in range(0, 14, 1)])
birthdays = {"ann": date(1990, 2, 28), "bob": date(1985, 12, 1), "cy": date(2000, 2, 29)}
today = date(2024, 11, 15)
for name, b in birthdays.items():
    age = today.year - b.year - ((today.month, today.day) < (b.month, b.day))
    try:
        nxt = b.replace(year=today.year)
    except ValueError:
        nxt = date(today.year, 3, 1)
    if nxt < today:
        try:
            nxt = b.replace(year=today.year + 1)
        except ValueError:
            nxt = date(today.year + 1, 3, 1)
    print(f"{name}: age {age}, next birthday {nxt} in {(nxt - today).days} days ({nxt.strftime('%a')})")
quarters = {}
for d in daterange(date(2024, 1, 1), date(2025, 1, 1), timedelta(days=17)):
    q = (d.month - 1) // 3 + 1
    quarters.setdefault(f"Q{q}", []).append(d.day)
print({k: len(v) for k, v in quarters.items()})
print(calendar.month(2024, 2))
print(calendar.weekday(2024, 7, 4), list(calendar.day_abbr), calendar.monthcalendar(2024, 9)[0])
stamps = ["2024-03-10T08:00:00", "2024-03-10T17:30:00", "2024-03-11T09:15:00", "2024-03-13T23:59:59"]
dts = [datetime.fromisoformat(s) for s in stamps]
gaps = [b - a for a, b in zip(dts, dts[1:])]
print([str(g) for g in gaps], max(gaps), sum(gaps, timedelta()) / len(gaps))
print(datetime(2024, 1, 1).toordinal(), date.fromordinal(738000), date(2024, 1, 1) + timedelta(days=365))
