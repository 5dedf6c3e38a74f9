"""Task: build an on-call rota for a month and render it with the calendar module."""
import calendar
from datetime import date, timedelta
from itertools import cycle

YEAR, MONTH = 2024, 2
PEOPLE = ["ana", "ben", "cho", "dev"]
HOLIDAYS = {date(2024, 2, 19): "Presidents Day"}

print(calendar.month(YEAR, MONTH))
print(calendar.TextCalendar(calendar.SUNDAY).formatmonth(YEAR, MONTH, w=3))
ndays = calendar.monthrange(YEAR, MONTH)
print("monthrange:", ndays, "leap:", calendar.isleap(YEAR), calendar.leapdays(2000, 2025))
rota = {}
people = cycle(PEOPLE)
for day in range(1, ndays[1] + 1):
    d = date(YEAR, MONTH, day)
    if d.weekday() >= 5 or d in HOLIDAYS:
        rota[d] = "(weekend)" if d.weekday() >= 5 else f"({HOLIDAYS[d]})"
    else:
        rota[d] = next(people)
for week in calendar.Calendar(firstweekday=0).monthdatescalendar(YEAR, MONTH):
    cells = []
    for d in week:
        if d.month != MONTH:
            cells.append(" " * 8)
        else:
            who = rota[d]
            cells.append(f"{d.day:>2} {who[:5]:<5}")
    print("|".join(cells))
shifts = {p: sum(1 for v in rota.values() if v == p) for p in PEOPLE}
print(shifts)
print(list(calendar.day_abbr), calendar.month_name[MONTH], calendar.weekday(2024, 2, 29), calendar.day_name[3])
print([d for d in calendar.Calendar().itermonthdays(2024, 2)][:10])
last_fridays = []
for m in range(1, 13):
    last = max(week[calendar.FRIDAY] for week in calendar.monthcalendar(YEAR, m))
    last_fridays.append(last)
print("last fridays:", last_fridays)
print(calendar.timegm((2024, 2, 29, 12, 0, 0)), date(2024, 2, 1) + timedelta(weeks=4))
