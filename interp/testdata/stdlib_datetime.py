# datetime: construction, arithmetic, comparisons, formatting and parsing,
# checked against CPython 3.11 (reprs and messages included).
import datetime as dt
import time as _time
from datetime import date, time, datetime, timedelta, timezone, tzinfo


def raises(exc, f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError("no %s raised" % exc.__name__)


# timedelta
assert repr(timedelta(days=1, seconds=3600)) == "datetime.timedelta(days=1, seconds=3600)"
assert repr(timedelta()) == "datetime.timedelta(0)"
assert str(timedelta(days=1, hours=1)) == "1 day, 1:00:00"
assert str(timedelta(days=-1)) == "-1 day, 0:00:00"
assert str(timedelta(hours=-1)) == "-1 day, 23:00:00"
assert str(timedelta(days=2, microseconds=5)) == "2 days, 0:00:00.000005"
assert timedelta(hours=1.5) == timedelta(minutes=90)
assert timedelta(weeks=1, milliseconds=1).total_seconds() == 604800.001
assert timedelta(microseconds=0.5) == timedelta(0)
assert timedelta(microseconds=1.5) == timedelta(microseconds=2)
assert timedelta(seconds=1) / 3 == timedelta(microseconds=333333)
assert timedelta(days=1) / timedelta(hours=1) == 24.0
assert timedelta(days=1) // timedelta(hours=5) == 4
assert timedelta(days=1) % timedelta(hours=5) == timedelta(hours=4)
assert divmod(timedelta(hours=25), timedelta(days=1)) == (1, timedelta(hours=1))
assert timedelta(hours=1) * 2.5 == timedelta(hours=2, minutes=30)
assert 3 * timedelta(minutes=1) == timedelta(minutes=3)
assert -timedelta(seconds=1) == timedelta(days=-1, seconds=86399)
assert abs(timedelta(hours=-2)) == timedelta(hours=2)
assert (timedelta(days=3).days, timedelta(hours=3).seconds, timedelta(microseconds=3).microseconds) == (3, 10800, 3)
assert not timedelta(0) and timedelta(microseconds=1)
assert timedelta(1) != 1 and sorted([timedelta(2), timedelta(1)]) == [timedelta(1), timedelta(2)]
assert raises(TypeError, timedelta, "1") == "unsupported type for timedelta days component: str"
assert raises(OverflowError, timedelta, 1000000000) == "days=1000000000; must have magnitude <= 999999999"
assert raises(ZeroDivisionError, lambda: timedelta(1) // timedelta(0)) == "integer division or modulo by zero"
assert raises(TypeError, lambda: timedelta(1) < 1) == "'<' not supported between instances of 'datetime.timedelta' and 'int'"
assert timedelta.max == timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
assert hash(timedelta(hours=24)) == hash(timedelta(days=1))

# date
d = date(2024, 2, 29)
assert repr(d) == "datetime.date(2024, 2, 29)" and str(d) == "2024-02-29"
assert (d.year, d.month, d.day, d.weekday(), d.isoweekday()) == (2024, 2, 29, 3, 4)
assert d + timedelta(days=1) == date(2024, 3, 1)
assert d - date(2024, 1, 1) == timedelta(days=59)
assert d - timedelta(days=366) == date(2023, 2, 28)
assert d.replace(year=2028) == date(2028, 2, 29)
assert raises(ValueError, d.replace, year=2023) == "day is out of range for month"
assert raises(ValueError, date, 2024, 13, 1) == "month must be in 1..12"
assert raises(ValueError, date, 0, 1, 1) == "year 0 is out of range"
assert raises(TypeError, date, 2024.0, 1, 1) == "'float' object cannot be interpreted as an integer"
assert raises(OverflowError, lambda: date.max + timedelta(1)) == "date value out of range"
assert raises(TypeError, lambda: date(2024, 1, 1) + 1) == "unsupported operand type(s) for +: 'datetime.date' and 'int'"
assert d.toordinal() == 738945 and date.fromordinal(738945) == d
assert d.isocalendar() == (2024, 9, 4) and d.isocalendar().week == 9
assert repr(date(2024, 12, 30).isocalendar()) == "datetime.IsoCalendarDate(year=2025, week=1, weekday=1)"
assert date.fromisocalendar(2020, 53, 7) == date(2021, 1, 3)
assert raises(ValueError, date.fromisocalendar, 2024, 53, 1) == "Invalid week: 53"
assert d.ctime() == "Thu Feb 29 00:00:00 2024"
assert date.fromisoformat("2024-02-29") == d == date.fromisoformat("20240229")
assert date.fromisoformat("2024-W09-4") == d
assert raises(ValueError, date.fromisoformat, "2024-2-29") == "Invalid isoformat string: '2024-2-29'"
assert date(2024, 1, 1) < date(2024, 1, 2) and date.min < date.max
assert {date(2024, 1, 1): "x"}[date(2024, 1, 1)] == "x"
assert f"{d:%d/%m/%Y}" == "29/02/2024" and format(d, "") == "2024-02-29"
assert type(date.today()) is date and type(date.today().year) is int

# time
t = time(13, 4, 5, 600)
assert repr(t) == "datetime.time(13, 4, 5, 600)" and str(t) == "13:04:05.000600"
assert repr(time(1, 2)) == "datetime.time(1, 2)" and repr(time()) == "datetime.time(0, 0)"
assert t.isoformat("milliseconds") == "13:04:05.000" and t.isoformat(timespec="hours") == "13"
assert raises(ValueError, t.isoformat, "days") == "Unknown timespec value"
assert time(1, 2, tzinfo=timezone.utc).isoformat() == "01:02:00+00:00"
assert time.fromisoformat("T10:20:30.5+01:00") == time(10, 20, 30, 500000, timezone(timedelta(hours=1)))
assert raises(ValueError, time, 24) == "hour must be in 0..23"
assert raises(TypeError, lambda: time(1) < time(0, tzinfo=timezone.utc)) == "can't compare offset-naive and offset-aware times"
assert time(12, 0, tzinfo=timezone(timedelta(hours=2))) == time(10, 0, tzinfo=timezone.utc)
assert t.replace(hour=1) == time(1, 4, 5, 600) and t.strftime("%I:%M %p") == "01:04 PM"

# timezone
assert repr(timezone.utc) == "datetime.timezone.utc" and str(timezone.utc) == "UTC"
assert timezone(timedelta(0)) is timezone.utc and dt.UTC is timezone.utc
assert repr(timezone(timedelta(hours=5, minutes=30))) == "datetime.timezone(datetime.timedelta(seconds=19800))"
assert str(timezone(timedelta(hours=-3))) == "UTC-03:00"
assert repr(timezone(timedelta(hours=1), "CET")) == "datetime.timezone(datetime.timedelta(seconds=3600), 'CET')"
assert raises(ValueError, timezone, timedelta(hours=24)).startswith("offset must be a timedelta strictly between")
assert raises(TypeError, timezone, 5) == "timezone() argument 1 must be datetime.timedelta, not int"
assert timezone(timedelta(hours=1)) == timezone(timedelta(hours=1), "X")

# datetime
a = datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
assert repr(a) == "datetime.datetime(2024, 1, 2, 3, 4, 5, tzinfo=datetime.timezone.utc)"
assert str(a) == "2024-01-02 03:04:05+00:00" and a.isoformat() == "2024-01-02T03:04:05+00:00"
assert repr(datetime(2024, 1, 2)) == "datetime.datetime(2024, 1, 2, 0, 0)"
assert datetime(2024, 1, 2, 3, 4, 5, 6).isoformat(" ", "seconds") == "2024-01-02 03:04:05"
assert a.timestamp() == 1704164645.0 and datetime.fromtimestamp(1704164645, timezone.utc) == a
assert datetime.utcfromtimestamp(0) == datetime(1970, 1, 1)
# the sandbox's local time zone is UTC; CPython agrees only on such a host
LOCAL_IS_UTC = _time.timezone == 0 and _time.daylight == 0
assert not LOCAL_IS_UTC or datetime(1970, 1, 2).timestamp() == 86400.0
assert not LOCAL_IS_UTC or repr(datetime(2024, 1, 1).astimezone().tzinfo) == "datetime.timezone(datetime.timedelta(0), 'UTC')"
assert datetime.utcfromtimestamp(1.5) == datetime(1970, 1, 1, 0, 0, 1, 500000)
assert a + timedelta(days=30) == datetime(2024, 2, 1, 3, 4, 5, tzinfo=timezone.utc)
assert datetime(2024, 3, 1) - datetime(2024, 2, 1) == timedelta(days=29)
b = a.astimezone(timezone(timedelta(hours=-5)))
assert b.hour == 22 and b.day == 1 and b == a and hash(b) == hash(a)
assert b - a == timedelta(0) and (b.utcoffset(), b.tzname()) == (timedelta(hours=-5), "UTC-05:00")
assert raises(TypeError, lambda: datetime(2024, 1, 1) < a) == "can't compare offset-naive and offset-aware datetimes"
assert raises(TypeError, lambda: datetime(2024, 1, 1) - a) == "can't subtract offset-naive and offset-aware datetimes"
assert (datetime(2024, 1, 1) == a) is False
assert raises(TypeError, lambda: datetime(2024, 1, 1) < date(2024, 1, 1)) == "can't compare datetime.datetime to datetime.date"
assert (datetime(2024, 1, 1) == date(2024, 1, 1)) is False
assert datetime.combine(date(2024, 1, 1), time(5, tzinfo=timezone.utc)) == datetime(2024, 1, 1, 5, tzinfo=timezone.utc)
assert a.date() == date(2024, 1, 2) and a.time() == time(3, 4, 5) and a.timetz().tzinfo is timezone.utc
assert a.replace(tzinfo=None) == datetime(2024, 1, 2, 3, 4, 5)
assert datetime(2024, 5, 6).weekday() == 0 and datetime(2024, 5, 6).isocalendar()[1] == 19
assert datetime.fromisoformat("2024-01-02T03:04:05.123+05:30").utcoffset() == timedelta(hours=5, minutes=30)
assert datetime.fromisoformat("2024-01-02 03:04") == datetime(2024, 1, 2, 3, 4)
assert datetime.fromisoformat("20240102T030405Z") == datetime(2024, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
assert raises(ValueError, datetime.fromisoformat, "2024-01-02T25:00") == "hour must be in 0..23"
assert raises(ValueError, datetime.fromisoformat, "nope") == "Invalid isoformat string: 'nope'"
assert datetime.min.year == 1 and datetime.max.microsecond == 999999 and datetime.resolution == timedelta(microseconds=1)
assert type(datetime.now()) is datetime and datetime.now(timezone.utc).tzinfo is timezone.utc
assert datetime.now(timezone.utc).utcoffset() == timedelta(0) and datetime.utcnow().tzinfo is None

# strftime
s = datetime(2024, 3, 5, 13, 4, 5, 123)
assert s.strftime("%Y-%m-%d %H:%M:%S.%f") == "2024-03-05 13:04:05.000123"
assert s.strftime("%a %A %b %B %j %U %W %w %y %p %I") == "Tue Tuesday Mar March 065 09 10 2 24 PM 01"
assert s.strftime("%c|%x|%X|%%|%z|%Z") == "Tue Mar  5 13:04:05 2024|03/05/24|13:04:05|%||"
assert s.replace(tzinfo=timezone(timedelta(hours=-3, minutes=-30))).strftime("%z %Z") == "-0330 UTC-03:30"
assert date(2024, 1, 7).strftime("%G-W%V-%u") == "2024-W01-7"

# strptime
assert datetime.strptime("2024-01-02 03:04:05", "%Y-%m-%d %H:%M:%S") == datetime(2024, 1, 2, 3, 4, 5)
assert datetime.strptime("5 PM", "%I %p") == datetime(1900, 1, 1, 17)
assert datetime.strptime("Tue Mar  5 13:04:05 2024", "%c") == datetime(2024, 3, 5, 13, 4, 5)
assert datetime.strptime("2024 100", "%Y %j") == datetime(2024, 4, 9)
assert datetime.strptime("12.5", "%S.%f").microsecond == 500000
z = datetime.strptime("2024-01-02T03:04:05+0130", "%Y-%m-%dT%H:%M:%S%z")
assert z.utcoffset() == timedelta(hours=1, minutes=30) and z.tzinfo == timezone(timedelta(minutes=90))
assert raises(ValueError, datetime.strptime, "2024-01-02x", "%Y-%m-%d") == "unconverted data remains: x"
assert raises(ValueError, datetime.strptime, "2024/01/02", "%Y-%m-%d") == "time data '2024/01/02' does not match format '%Y-%m-%d'"
assert raises(ValueError, datetime.strptime, "x", "%Q") == "'Q' is a bad directive in format '%Q'"
assert raises(ValueError, datetime.strptime, "2023-02-29", "%Y-%m-%d") == "day is out of range for month"


# tzinfo subclasses and date subclasses
class Fixed(tzinfo):
    def __init__(self, hours):
        self.hours = hours

    def utcoffset(self, when):
        return timedelta(hours=self.hours)

    def dst(self, when):
        return timedelta(0)

    def tzname(self, when):
        return "F%+d" % self.hours

    def __repr__(self):
        return "Fixed(%d)" % self.hours


f = datetime(2024, 1, 1, 12, tzinfo=Fixed(2))
assert f == datetime(2024, 1, 1, 10, tzinfo=timezone.utc) and f.tzname() == "F+2"
assert repr(f) == "datetime.datetime(2024, 1, 1, 12, 0, tzinfo=Fixed(2))"
assert f.astimezone(Fixed(-1)).hour == 9 and f.isoformat() == "2024-01-01T12:00:00+02:00"
assert raises(NotImplementedError, tzinfo().utcoffset, None) == "a tzinfo subclass must implement utcoffset()"


class Birthday(date):
    def age_on(self, other):
        return other.year - self.year


bd = Birthday(1990, 5, 17)
assert repr(bd) == "Birthday(1990, 5, 17)" and bd.age_on(date(2024, 1, 1)) == 34
assert type(bd + timedelta(days=1)) is Birthday and type(bd.replace(day=1)) is Birthday
assert isinstance(bd, date) and bd == date(1990, 5, 17)

for value in [date(2024, 1, 2), time(3, 4, 5, 6), datetime(2024, 1, 2, 3, 4, 5, 6, tzinfo=timezone(timedelta(hours=1), "CET")),
              timedelta(days=-3, seconds=5), timezone.min, timezone.max, d.timetuple(),
              a.utctimetuple(), date.max, time.max, timedelta.min]:
    print(repr(value))
    print(str(value))
print(datetime(2024, 7, 14, 9, 5).strftime("%A %d %B %Y, %H:%M (%j) %U/%W %C %g %e %k %l %D %F %T %R %r %h %n %t %u"))


# a bad argument that is None is named None, as CPython's argument parser does
for bad, shown in ((None, "None"), (5, "int")):
    try:
        timezone(timedelta(0), bad)
    except TypeError as e:
        assert str(e) == f"timezone() argument 2 must be str, not {shown}", str(e)
    else:
        raise AssertionError("accepted")
for call, want in ((lambda: date(2020, 1, 1).strftime(None), "strftime() argument 1 must be str, not None"),
                   (lambda: datetime.combine(None, time()), "combine() argument 1 must be datetime.date, not None")):
    try:
        call()
    except TypeError as e:
        assert str(e) == want, str(e)
    else:
        raise AssertionError("accepted")
