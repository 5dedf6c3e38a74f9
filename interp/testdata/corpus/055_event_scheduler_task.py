"""Task: schedule meetings into rooms, detect conflicts, and print a weekly agenda."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta, date, time
from collections import defaultdict
from typing import List, Optional


@dataclass(order=True)
class Meeting:
    start: datetime
    end: datetime = field(compare=False)
    title: str = field(compare=False)
    attendees: List[str] = field(default_factory=list, compare=False)
    room: Optional[str] = field(default=None, compare=False)

    @property
    def duration(self) -> timedelta:
        return self.end - self.start

    def overlaps(self, other: "Meeting") -> bool:
        return self.start < other.end and other.start < self.end


ROOMS = {"Atlas": 8, "Boreal": 4, "Cirrus": 12}
REQUESTS = [
    ("2024-04-08 09:00", 60, "Standup + planning", "ann bob cat dan"),
    ("2024-04-08 09:30", 30, "Vendor call", "eve"),
    ("2024-04-08 10:00", 90, "Architecture review", "ann bob cat dan eve fay gus hal ivy"),
    ("2024-04-08 10:30", 45, "1:1 ann/bob", "ann bob"),
    ("2024-04-09 14:00", 120, "Quarterly planning", "ann bob cat dan eve fay gus hal ivy jay kim"),
    ("2024-04-09 14:30", 30, "Interview", "cat dan"),
    ("2024-04-09 15:00", 60, "Budget", "eve fay gus"),
    ("2024-04-10 11:00", 30, "Retro", "ann bob cat"),
    ("2024-04-11 16:30", 90, "Offsite prep", "ann cat eve gus ivy kim lee max nia oli pat"),
    ("2024-04-12 08:45", 15, "Coffee", "bob"),
    ("2024-04-12 17:00", 60, "Late deploy", "dan eve"),
]

meetings = []
for start, minutes, title, people in REQUESTS:
    s = datetime.strptime(start, "%Y-%m-%d %H:%M")
    meetings.append(Meeting(s, s + timedelta(minutes=minutes), title, people.split()))
meetings.sort()

booked = defaultdict(list)
unplaced = []
for m in meetings:
    for room, cap in sorted(ROOMS.items(), key=lambda rc: rc[1]):
        if cap >= len(m.attendees) and not any(m.overlaps(o) for o in booked[room]):
            m.room = room
            booked[room].append(m)
            break
    else:
        unplaced.append(m)

conflicts = []
for i, a in enumerate(meetings):
    for b in meetings[i + 1:]:
        common = sorted(set(a.attendees) & set(b.attendees))
        if common and a.overlaps(b):
            conflicts.append((a.title, b.title, common))

day_start, day_end = time(9, 0), time(17, 0)
print("WEEKLY AGENDA")
by_day = defaultdict(list)
for m in meetings:
    by_day[m.start.date()].append(m)
d = date(2024, 4, 8)
while d <= date(2024, 4, 12):
    print(f"\n{d:%A %d %B}")
    todays = by_day.get(d, [])
    if not todays:
        print("  (no meetings)")
    for m in todays:
        flag = "" if day_start <= m.start.time() and m.end.time() <= day_end else "  [outside hours]"
        mins = int(m.duration.total_seconds() // 60)
        print(f"  {m.start:%H:%M}-{m.end:%H:%M} {mins:>3}m {m.title:<22} {m.room or 'UNPLACED':<8} ({len(m.attendees)}){flag}")
    busy = sum((m.duration for m in todays), timedelta())
    print(f"  total booked: {busy}")
    d += timedelta(days=1)

print()
print("room utilisation (of 40 working hours):")
for room in ROOMS:
    hours = sum(m.duration.total_seconds() for m in booked[room]) / 3600
    print(f"  {room:<7} cap {ROOMS[room]:>2}  {hours:4.1f}h {hours / 40:6.1%}  {len(booked[room])} meetings")
print("unplaced:", [(m.title, len(m.attendees)) for m in unplaced])
print("people conflicts:")
for a, b, who in conflicts:
    print(f"  {a!r} vs {b!r}: {', '.join(who)}")

load = defaultdict(timedelta)
for m in meetings:
    for p in m.attendees:
        load[p] += m.duration
top = sorted(load.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print("busiest people:", [(p, str(t)) for p, t in top])


def free_slots(person, day, minimum=timedelta(minutes=30)):
    busy = sorted((m.start, m.end) for m in by_day.get(day, []) if person in m.attendees)
    cursor = datetime.combine(day, day_start)
    out = []
    for s, e in busy:
        if s - cursor >= minimum:
            out.append(f"{cursor:%H:%M}-{s:%H:%M}")
        cursor = max(cursor, e)
    close = datetime.combine(day, day_end)
    if close - cursor >= minimum:
        out.append(f"{cursor:%H:%M}-{close:%H:%M}")
    return out


for person in ("ann", "eve"):
    print(person, "free on Mon:", free_slots(person, date(2024, 4, 8)), "Tue:", free_slots(person, date(2024, 4, 9)))
