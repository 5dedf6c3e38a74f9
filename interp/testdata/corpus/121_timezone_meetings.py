"""Task: schedule a meeting across offices with zoneinfo, handling DST transitions."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

OFFICES = {"New York": "America/New_York", "London": "Europe/London", "Berlin": "Europe/Berlin",
           "Tokyo": "Asia/Tokyo", "Sydney": "Australia/Sydney"}
meeting_utc = datetime(2024, 3, 29, 13, 0, tzinfo=timezone.utc)
for city, tz in OFFICES.items():
    local = meeting_utc.astimezone(ZoneInfo(tz))
    ok = 8 <= local.hour < 18
    print(f"{city:<10} {local:%Y-%m-%d %H:%M %Z} (UTC{local:%z}) {'ok' if ok else 'outside hours'}")

ny = ZoneInfo("America/New_York")
before = datetime(2024, 3, 10, 1, 30, tzinfo=ny)
after = before + timedelta(hours=1)
print(before, before.tzname(), "->", after, after.tzname())
print("wall-clock diff:", after - before, "real diff:", after.astimezone(timezone.utc) - before.astimezone(timezone.utc))
amb = datetime(2024, 11, 3, 1, 30, tzinfo=ny)
print(amb.utcoffset(), amb.replace(fold=1).utcoffset(), amb.dst(), amb.replace(fold=1).dst())
london = ZoneInfo("Europe/London")
for month in (1, 4, 7, 10, 12):
    d = datetime(2024, month, 15, 12, tzinfo=london)
    print(month, d.tzname(), d.utcoffset())
print(str(ZoneInfo("Asia/Tokyo")), repr(ZoneInfo("UTC")))
start = datetime(2024, 10, 25, 9, 0, tzinfo=ZoneInfo("Europe/Berlin"))
for i in range(5):
    d = start + timedelta(days=i)
    print(d.isoformat(), d.astimezone(timezone.utc).strftime("%H:%M UTC"))
