# time and calendar: conversions in UTC, struct_time, clocks (types only:
# no clock value is asserted), calendar arithmetic and text calendars.
import time
import calendar


def raises(exc, f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError("no %s raised" % exc.__name__)


# the sandbox's local time zone is UTC; CPython agrees only on such a host
LOCAL_IS_UTC = time.timezone == 0 and time.daylight == 0

g = time.gmtime(0)
assert repr(g) == ("time.struct_time(tm_year=1970, tm_mon=1, tm_mday=1, tm_hour=0, tm_min=0, "
                   "tm_sec=0, tm_wday=3, tm_yday=1, tm_isdst=0)")
assert (g.tm_year, g[1], g[-1], len(g), tuple(g)[:3]) == (1970, 1, 0, 9, (1970, 1, 1))
assert g.tm_zone == "GMT" and g.tm_gmtoff == 0
assert time.gmtime(1.99).tm_sec == 1 and time.gmtime(-1.5)[:6] == (1969, 12, 31, 23, 59, 58)
assert time.gmtime(1e12).tm_year == 33658
assert time.gmtime(951782400)[:3] == (2000, 2, 29) and time.gmtime(951782400).tm_yday == 60
assert not LOCAL_IS_UTC or time.localtime(86400 * 365).tm_year == 1971
assert not LOCAL_IS_UTC or time.localtime(0).tm_zone == "UTC"
assert not LOCAL_IS_UTC or time.mktime(time.gmtime(12345)) == 12345.0
assert not LOCAL_IS_UTC or time.mktime((2024, 13, 1, 0, 0, 0, 0, 0, 0)) == time.mktime((2025, 1, 1, 0, 0, 0, 0, 0, 0))
assert not LOCAL_IS_UTC or (time.timezone, time.altzone, time.daylight, time.tzname) == (0, 0, 0, ("UTC", "UTC"))
assert not LOCAL_IS_UTC or time.ctime(0) == "Thu Jan  1 00:00:00 1970"
assert raises(TypeError, time.mktime, 5) == "Tuple or struct_time argument required"
assert time.asctime(time.gmtime(0)) == "Thu Jan  1 00:00:00 1970"
assert time.asctime((2024, 3, 5, 13, 4, 5, 1, 65, 0)) == "Tue Mar  5 13:04:05 2024"
assert time.strftime("%Y-%m-%d %H:%M:%S %Z %z", time.gmtime(0)) == "1970-01-01 00:00:00 GMT +0000"
assert time.strftime("%Z|%z", (2020, 1, 1, 0, 0, 0, 0, 1, -1)) == "|"
assert time.strftime("%a %j %U", (2020, 1, 1, 0, 0, 0, 2, 1, 0)) == "Wed 001 00"
assert time.strftime("%-d|%_d|%05d|%^a|%#b|%10A", (2024, 3, 5, 13, 4, 5, 1, 65, 0)) == "5| 5|00005|TUE|MAR|   Tuesday"
assert time.strftime("%Q %", (2024, 3, 5, 13, 4, 5, 1, 65, 0)) == "%Q %"
assert raises(ValueError, time.strftime, "%c", (2020, 13, 1, 0, 0, 0, 0, 1, 0)) == "month out of range"
assert raises(TypeError, time.strftime, 5) == "strftime() argument 1 must be str, not int"
p = time.strptime("2024-01-02", "%Y-%m-%d")
assert p[:3] == (2024, 1, 2) and p.tm_wday == 1 and p.tm_yday == 2 and p.tm_isdst == -1
assert time.strptime("Tue Mar  5 13:04:05 2024")[:6] == (2024, 3, 5, 13, 4, 5)
q = time.strptime("2024 +0130 UTC", "%Y %z %Z")
assert (q.tm_zone, q.tm_gmtoff, q.tm_isdst) == ("UTC", 5400, 0)
assert raises(TypeError, time.strptime, 5) == "strptime() argument 0 must be str, not <class 'int'>"
assert raises(TypeError, time.struct_time, (1, 2, 3)) == "time.struct_time() takes an at least 9-sequence (3-sequence given)"
assert time.struct_time((2024, 1, 2, 3, 4, 5, 6, 7, 8)) == (2024, 1, 2, 3, 4, 5, 6, 7, 8)
assert raises(ValueError, time.sleep, -1) == "sleep length must be non-negative"
assert time.sleep(0) is None
assert type(time.time()) is float and type(time.time_ns()) is int
assert type(time.monotonic()) is float and time.monotonic() <= time.monotonic()
assert type(time.perf_counter()) is float and type(time.perf_counter_ns()) is int
assert time.process_time() >= 0 and time.gmtime().tm_year >= 2024

# calendar
assert calendar.isleap(2024) and not calendar.isleap(1900) and calendar.isleap(2000)
assert calendar.leapdays(1900, 2024) == 30
assert calendar.monthrange(2024, 2) == (3, 29) and calendar.monthrange(2023, 2) == (2, 28)
assert calendar.weekday(2024, 1, 1) == calendar.MONDAY == 0
assert calendar.monthcalendar(2024, 2)[0] == [0, 0, 0, 1, 2, 3, 4]
assert calendar.monthcalendar(2024, 2)[-1] == [26, 27, 28, 29, 0, 0, 0]
assert list(calendar.month_name)[:3] == ["", "January", "February"] and calendar.month_abbr[12] == "Dec"
assert list(calendar.day_abbr) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] and len(calendar.day_name) == 7
assert calendar.timegm((2024, 1, 2, 3, 4, 5)) == 1704164645
assert calendar.timegm(time.gmtime(1234567890)) == 1234567890
assert raises(calendar.IllegalMonthError, calendar.monthrange, 2024, 13) == "bad month number 13; must be 1-12"
assert raises(ValueError, calendar.setfirstweekday, 9) == "bad weekday number 9; must be 0 (Monday) to 6 (Sunday)"
tc = calendar.TextCalendar(calendar.SUNDAY)
assert list(tc.iterweekdays()) == [6, 0, 1, 2, 3, 4, 5] and tc.formatweekheader(2) == "Su Mo Tu We Th Fr Sa"
assert calendar.Calendar().monthdatescalendar(2024, 2)[0][0].day == 29
assert list(calendar.Calendar(6).itermonthdays4(2024, 2))[0] == (2024, 1, 28, 6)
assert calendar.firstweekday() == 0

print(calendar.month(2024, 2))
print(calendar.month(2024, 9, 3, 2))
print(tc.formatmonth(2023, 12))
print(calendar.calendar(2024))
print(calendar.HTMLCalendar().formatmonth(2024, 1))
