from datetime import date, datetime, timedelta

start = date(2024, 1, 31)
print(start, start.isoformat(), start.weekday(), start.isoweekday())
print(start + timedelta(days=1), start + timedelta(days=29), start - timedelta(weeks=5))
print(date(2024, 3, 1) - date(2024, 2, 1))
print((date(2025, 1, 1) - date(2024, 1, 1)).days)

dt = datetime.strptime("2024-03-10 14:30:00", "%Y-%m-%d %H:%M:%S")
print(dt, repr(dt))
print(dt.strftime("%A %d %B %Y, %I:%M %p"))
print(dt.strftime("%a %b %d %j %U %w %y"))
later = dt + timedelta(hours=36, minutes=45)
print(later.isoformat(), later - dt, (later - dt).total_seconds())
print(dt.replace(day=1, hour=0, minute=0).isoformat(sep=" "))

names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
d = date(2024, 2, 26)
while d.month < 4:
    if d.day in (1, 29) or d.weekday() == 6:
        print(d.strftime("%Y-%m-%d"), names[d.weekday()])
    d += timedelta(days=1)

def add_business_days(day, n):
    while n > 0:
        day += timedelta(days=1)
        if day.weekday() < 5:
            n -= 1
    return day

print(add_business_days(date(2024, 5, 3), 10))
delta = timedelta(days=3, hours=4, minutes=5, seconds=6)
print(delta, delta.days, delta.seconds, repr(delta))
print(timedelta(seconds=-30), timedelta(days=-1, seconds=5), abs(timedelta(hours=-2)))
print(datetime(2024, 12, 31, 23, 59, 59) + timedelta(seconds=1))
print(datetime.fromisoformat("2024-07-04T09:05:00").strftime("%H:%M on %d/%m"))
print(date.fromisoformat("2023-11-05").timetuple().tm_yday)
print(sorted([date(2024, 5, 1), date(2023, 12, 25), date(2024, 1, 1)]))
print(max(datetime(2024, 1, 1, 9), datetime(2024, 1, 1, 8, 59)))
