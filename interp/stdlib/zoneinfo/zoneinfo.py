# zoneinfo: ZoneInfo tzinfo objects from TZif data (the Go part hands over
# the bytes of a zone from the embedded database as _tzif(key)).
#
# A zone is its transitions (UTC seconds), the period each one starts, the
# period before the first, and what follows the last: a fixed period or
# the POSIX TZ rule of the file's footer. Local times are looked up
# against the transitions expressed in wall time, one list per fold value,
# which is how PEP 495's fold picks between the two readings of a
# repeated or skipped wall time. The DST amount of each period is inferred
# from its neighbours as CPython does, since TZif stores only a flag.

from datetime import datetime, timedelta, tzinfo
import re

__all__ = ["ZoneInfo", "reset_tzpath", "available_timezones", "TZPATH", "ZoneInfoNotFoundError", "InvalidTZPathWarning"]

TZPATH = ()


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""

    __module__ = "zoneinfo._common"


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""

    __module__ = "zoneinfo._tzpath"


def reset_tzpath(to=None):
    """Set TZPATH; the sandbox reads zones from its embedded database
    whatever the path says."""
    global TZPATH
    if to is None:
        TZPATH = ()
        return
    if isinstance(to, (str, bytes)):
        raise TypeError(f"tzpaths must be a list or tuple, not {type(to)}: {to!r}")
    paths = tuple(to)
    bad = [p for p in paths if not str(p).startswith("/")]
    if bad:
        raise ValueError(f"tzpaths must be absolute paths, got: {bad}")
    TZPATH = paths


def available_timezones():
    """The set of every key ZoneInfo accepts."""
    return set(_keys())


_EPOCH_ORDINAL = 719163  # datetime(1970, 1, 1).toordinal()
_SECOND_DELTAS = {}


def _delta(seconds):
    d = _SECOND_DELTAS.get(seconds)
    if d is None:
        d = _SECOND_DELTAS[seconds] = timedelta(seconds=seconds)
    return d


class _Period:
    """What holds between two transitions: offset, DST part, abbreviation."""

    __slots__ = ("utcoff", "dstoff", "tzname")

    def __init__(self, utcoff, dstoff, tzname):
        self.utcoff = _delta(utcoff)
        self.dstoff = _delta(dstoff)
        self.tzname = tzname

    def __eq__(self, other):
        return (
            isinstance(other, _Period)
            and self.utcoff == other.utcoff
            and self.dstoff == other.dstoff
            and self.tzname == other.tzname
        )


_UNKNOWN = _Period(0, 0, None)
_UNKNOWN.utcoff = _UNKNOWN.dstoff = None


def _days_before_year(year):
    # Days from 1970-01-01 to January 1st of year.
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400 + 1 - _EPOCH_ORDINAL


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


_MONTH_START = (0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


class _DayOfYear:
    """A rule date 'n' (0-365, leap days counted) or 'Jn' (1-365, never
    counting February 29th)."""

    def __init__(self, day, julian, seconds=7200):
        low = 1 if julian else 0
        if not low <= day <= 365:
            raise ValueError(f"d must be in [{low}, 365], not: {day}")
        self.day = day
        self.julian = julian
        self.seconds = seconds

    def local_seconds(self, year):
        day = self.day
        if self.julian and day >= 59 and _is_leap(year):
            day += 1
        # Counted from the day before January 1st for both forms, as
        # CPython does (so 'n' lands a day before POSIX's reading).
        return (_days_before_year(year) + day - 1) * 86400 + self.seconds


class _NthWeekday:
    """A rule date 'Mm.w.d': weekday d (0 = Sunday) of week w (5 = the
    last) of month m."""

    def __init__(self, month, week, weekday, seconds=7200):
        if not 1 <= month <= 12:
            raise ValueError("m must be in [1, 12]")
        if not 1 <= week <= 5:
            raise ValueError("w must be in [1, 5]")
        if not 0 <= weekday <= 6:
            raise ValueError("d must be in [0, 6]")
        self.month = month
        self.week = week
        self.weekday = weekday
        self.seconds = seconds

    def local_seconds(self, year):
        m = self.month
        first = _days_before_year(year) + _MONTH_START[m] + (m > 2 and _is_leap(year))
        # 1970-01-01 was a Thursday (4 with Sunday = 0)
        first_weekday = (first + 4) % 7
        day = (self.weekday - first_weekday) % 7 + (self.week - 1) * 7
        length = (31, 29 if _is_leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[m - 1]
        if day >= length:
            day -= 7
        return (first + day) * 86400 + self.seconds


class _Rule:
    """A POSIX TZ rule with DST: std and dst periods and the yearly dates
    (in local standard/daylight wall time) where each starts."""

    def __init__(self, std_abbr, std_offset, dst_abbr, dst_offset, start, end):
        self.shift = dst_offset - std_offset
        self.std = _Period(std_offset, 0, std_abbr)
        self.dst = _Period(dst_offset, self.shift, dst_abbr)
        self.start = start
        self.end = end

    def local(self, ts, year, fold):
        start = self.start.local_seconds(year)
        end = self.end.local_seconds(year)
        # The shorter reading of a skipped or repeated hour belongs to the
        # period the fold points at.
        if fold == (self.shift >= 0):
            end -= self.shift
        else:
            start += self.shift
        if start < end:
            in_dst = start <= ts < end
        else:
            in_dst = not (end <= ts < start)
        return self.dst if in_dst else self.std

    def from_utc(self, ts, year):
        start = self.start.local_seconds(year) - self.std.utcoff.total_seconds()
        end = self.end.local_seconds(year) - self.dst.utcoff.total_seconds()
        if start < end:
            in_dst = start <= ts < end
        else:
            in_dst = not (end <= ts < start)
        if self.shift > 0:
            repeated = end <= ts < end + self.shift
        else:
            repeated = start <= ts < start - self.shift
        return (self.dst if in_dst else self.std), repeated


_RULE_HEAD = re.compile(
    r"([^<0-9:.+-]+|<[a-zA-Z0-9+-]+>)"
    r"(?:([+-]?\d{1,3}(?::\d{2}(?::\d{2})?)?)"
    r"(?:([^0-9:.+-]+|<[a-zA-Z0-9+-]+>)([+-]?\d{1,3}(?::\d{2}(?::\d{2})?)?)?)?)?",
    re.ASCII,
)
_HMS = re.compile(r"([+-])?(\d{1,3})(?::(\d{2})(?::(\d{2}))?)?", re.ASCII)
_MONTH_RULE = re.compile(r"M(\d{1,2})\.(\d).(\d)", re.ASCII)


def _hms(text):
    m = _HMS.fullmatch(text)
    if m is None:
        raise ValueError(f"Invalid time: {text}")
    h, mi, s = (int(v or 0) for v in m.group(2, 3, 4))
    sign = -1 if m.group(1) == "-" else 1
    return sign, h, mi, s


def _offset(text):
    # POSIX offsets count west of Greenwich: 'EST5' is UTC-5.
    sign, h, m, s = _hms(text)
    if h > 24:
        raise ValueError(f"Offset hours must be in [0, 24]: {text}")
    total = h * 3600 + m * 60 + s
    return total if sign < 0 else -total


def _rule_date(text):
    date, _, time = text.partition("/")
    seconds = 7200
    if time:
        sign, h, m, s = _hms(time)
        if h > 167:
            raise ValueError(f"Hour must be in [0, 167]: {time}")
        seconds = sign * (h * 3600 + m * 60 + s)
    if date[:1] == "M":
        m = _MONTH_RULE.fullmatch(date)
        if m is None:
            raise ValueError(f"Invalid dst start/end date: {text}")
        return _NthWeekday(int(m.group(1)), int(m.group(2)), int(m.group(3)), seconds)
    if date[:1] == "J":
        return _DayOfYear(int(date[1:]), True, seconds)
    return _DayOfYear(int(date), False, seconds)


def _parse_rule(text):
    # std offset [dst [offset] ,start[/time],end[/time]]
    head, *dates = text.split(",", 1)
    m = _RULE_HEAD.fullmatch(head)
    if m is None:
        raise ValueError(f"{text} is not a valid TZ string")
    std_abbr, std_off, dst_abbr, dst_off = m.groups()
    std_abbr = std_abbr.strip("<>")
    std_offset = 0
    if std_off:
        try:
            std_offset = _offset(std_off)
        except ValueError as e:
            raise ValueError(f"Invalid STD offset in {text}") from e
    if dst_abbr is None:
        if dates:
            raise ValueError(f"Transition rule present without DST: {text}")
        return _Period(std_offset, 0, std_abbr)
    dst_abbr = dst_abbr.strip("<>")
    dst_offset = std_offset + 3600
    if dst_off:
        try:
            dst_offset = _offset(dst_off)
        except ValueError as e:
            raise ValueError(f"Invalid DST offset in {text}") from e
    if not dates:
        raise ValueError(f"Missing transition rules: {text}")
    try:
        start, end = (_rule_date(x) for x in dates[0].split(",", 1))
    except ValueError as e:
        raise ValueError(f"Invalid TZ string: {text}") from e
    return _Rule(std_abbr, std_offset, dst_abbr, dst_offset, start, end)


def _read_tzif(data):
    # (transition times, type index per transition, offsets, DST flags,
    # abbreviations, footer TZ string) from a TZif file of any version.
    if data[:4] != b"TZif":
        raise ValueError("Invalid TZif file: magic not found")

    def counts(at):
        return [int.from_bytes(data[at + 20 + 4 * k:at + 24 + 4 * k], "big") for k in range(6)]

    isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = counts(0)
    width = 4
    pos = 44
    version = data[4:5]
    if version not in (b"\x00", b"1"):
        # skip the 32-bit block: the 64-bit one after it has everything
        pos += timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt
        isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = counts(pos)
        pos += 44
        width = 8
    times = [int.from_bytes(data[pos + width * k:pos + width * (k + 1)], "big", signed=True) for k in range(timecnt)]
    pos += width * timecnt
    indices = list(data[pos:pos + timecnt])
    pos += timecnt
    offsets, flags, abbr_at = [], [], []
    for k in range(typecnt):
        rec = data[pos + 6 * k:pos + 6 * k + 6]
        offsets.append(int.from_bytes(rec[:4], "big", signed=True))
        flags.append(rec[4])
        abbr_at.append(rec[5])
    pos += 6 * typecnt
    chars = data[pos:pos + charcnt]
    abbrs = []
    for at in abbr_at:
        end = chars.find(b"\x00", at)
        abbrs.append(chars[at:end if end >= 0 else len(chars)].decode())
    pos += charcnt + leapcnt * (width + 4) + isstdcnt + isutcnt
    footer = b""
    if width == 8:
        rest = data[pos:]
        if rest[:1] == b"\n":
            footer = rest[1:rest.find(b"\n", 1)]
    return times, indices, offsets, flags, abbrs, footer.decode()


def _dst_amounts(indices, offsets, flags):
    # TZif marks periods as DST without saying by how much: take the
    # difference with the standard period next to the first transition
    # into each DST type (the one before, else the one after); one hour
    # when nothing tells.
    amounts = [0] * len(flags)
    wanted = sum(1 for f in flags if f)
    found = 0
    complete = False
    for i in range(1, len(indices)):
        if found == wanted:
            complete = True
            break
        t = indices[i]
        if not flags[t] or amounts[t]:
            continue
        amount = 0
        before = indices[i - 1]
        if not flags[before]:
            amount = offsets[t] - offsets[before]
        if not amount and t < len(flags) - 1 and i + 1 < len(indices):
            after = indices[i + 1]
            if flags[after]:
                continue
            amount = offsets[t] - offsets[after]
        if amount:
            found += 1
            amounts[t] = amount
    if not complete:
        for t in range(len(flags)):
            if flags[t] and not amounts[t]:
                amounts[t] = 3600
    return amounts


def _wall_times(times, indices, offsets):
    # Each transition in local seconds, read with the larger of the two
    # offsets around it (fold=0) and with the smaller (fold=1).
    first, second = [], []
    for i, t in enumerate(times):
        a = offsets[indices[i - 1]] if i else offsets[0]
        b = offsets[indices[i]]
        first.append(t + max(a, b))
        second.append(t + min(a, b))
    return [first, second]


def _local_seconds(dt):
    return (dt.toordinal() - _EPOCH_ORDINAL) * 86400 + dt.hour * 3600 + dt.minute * 60 + dt.second


def _bisect_right(items, x):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if x < items[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _check_key(key):
    if not isinstance(key, str):
        raise TypeError(f"expected str, bytes or os.PathLike object, not {type(key).__name__}")
    if key.startswith("/"):
        raise ValueError(f"ZoneInfo keys may not be absolute paths, got: {key}")
    parts = [p for p in key.split("/") if p not in ("", ".")]
    normal = "/".join(parts) or "."
    if len(normal) != len(key):
        raise ValueError(f"ZoneInfo keys must be normalized relative paths, got: {key}")
    depth = 0
    for p in parts:
        depth += -1 if p == ".." else 1
        if depth < 0 or (p == ".." and depth == 0):
            raise ValueError(f"ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}")


class ZoneInfo(tzinfo):
    """A time zone of the IANA database, by key ('Europe/Berlin')."""

    _cache = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._cache = {}

    def __new__(cls, *args, **kwargs):
        if len(args) + len(kwargs) > 1:
            raise TypeError(f"function takes at most 1 argument ({len(args) + len(kwargs)} given)")
        if kwargs:
            if "key" not in kwargs:
                raise TypeError(f"'{next(iter(kwargs))}' is an invalid keyword argument for this function")
            key = kwargs["key"]
        elif args:
            key = args[0]
        else:
            raise TypeError("function missing required argument 'key' (pos 1)")
        zone = cls._cache.get(key)
        if zone is None:
            zone = cls._load(key)
            zone._from_cache = True
            cls._cache[key] = zone
        return zone

    def __init__(self, *args, **kwargs):
        pass

    @classmethod
    def no_cache(cls, key):
        """A new ZoneInfo, bypassing and not filling the cache."""
        zone = cls._load(key)
        zone._from_cache = False
        return zone

    @classmethod
    def from_file(cls, fobj, /, key=None):
        """A ZoneInfo from a file object holding TZif data."""
        zone = tzinfo.__new__(cls)
        zone._key = key
        zone._file_repr = repr(fobj)
        zone._setup(fobj.read())
        zone._from_cache = None
        return zone

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        """Forget cached zones (all, or those of only_keys)."""
        if only_keys is None:
            cls._cache.clear()
        else:
            for key in only_keys:
                cls._cache.pop(key, None)

    @classmethod
    def _load(cls, key):
        _check_key(key)
        data = _tzif(key)
        if data is None:
            raise ZoneInfoNotFoundError(f"No time zone found with key {key}")
        zone = tzinfo.__new__(cls)
        zone._key = key
        zone._setup(data)
        return zone

    def _setup(self, data):
        times, indices, offsets, flags, abbrs, footer = _read_tzif(data)
        amounts = _dst_amounts(indices, offsets, flags)
        periods = [_Period(o, a, n) for o, a, n in zip(offsets, amounts, abbrs)]
        self._utc = times
        self._wall = _wall_times(times, indices, offsets)
        self._periods = [periods[i] for i in indices]
        self._before = None
        for i, f in enumerate(flags):
            if not f:
                self._before = periods[i]
                break
        else:
            if self._periods:
                self._before = self._periods[0]
        if footer:
            self._after = _parse_rule(footer)
        elif self._periods:
            self._after = self._periods[-1]
        elif periods:
            self._after = periods[-1]
        else:
            raise ValueError("No time zone information found.")
        if len(periods) > 1 or isinstance(self._after, _Rule):
            self._fixed = False
        elif not periods:
            self._fixed = True
        else:
            self._fixed = periods[0] == self._after

    @property
    def key(self):
        return self._key

    def _period(self, dt):
        if dt is None:
            return self._after if self._fixed else _UNKNOWN
        ts = _local_seconds(dt)
        walls = self._wall[dt.fold]
        if walls and ts < walls[0]:
            return self._before
        if not walls or ts > walls[-1]:
            after = self._after
            if isinstance(after, _Rule):
                return after.local(ts, dt.year, dt.fold)
            return after
        return self._periods[_bisect_right(walls, ts) - 1]

    def utcoffset(self, dt):
        return self._period(dt).utcoff

    def dst(self, dt):
        return self._period(dt).dstoff

    def tzname(self, dt):
        return self._period(dt).tzname

    def fromutc(self, dt):
        """The local time of dt, a UTC time carrying this zone."""
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        ts = _local_seconds(dt)
        utc = self._utc
        n = len(utc)
        if n and ts < utc[0]:
            period, fold = self._before, False
        elif (not n or ts > utc[-1]) and isinstance(self._after, _Rule):
            period, fold = self._after.from_utc(ts, dt.year)
        elif not n:
            period, fold = self._after, False
        else:
            idx = _bisect_right(utc, ts)
            if n > 1 and ts >= utc[1]:
                previous, period = self._periods[idx - 2], self._periods[idx - 1]
            elif ts > utc[-1]:
                previous, period = self._periods[-1], self._after
            else:
                previous, period = self._before, self._periods[0]
            # a wall time that repeats: the second reading has fold=1
            shift = (previous.utcoff - period.utcoff).total_seconds()
            fold = shift > ts - utc[idx - 1]
        local = dt + period.utcoff
        return local.replace(fold=1) if fold else local

    def __str__(self):
        if self._key is not None:
            return str(self._key)
        return repr(self)

    def __repr__(self):
        name = "zoneinfo.ZoneInfo" if type(self) is ZoneInfo else type(self).__name__
        if self._key is not None:
            return f"{name}(key={self._key!r})"
        return f"{name}.from_file({self._file_repr})"

    def __reduce__(self):
        if self._from_cache is None:
            import pickle

            raise pickle.PicklingError("Cannot pickle a ZoneInfo file created from a file stream.")
        return (self.__class__._unpickle, (self._key, self._from_cache))

    @classmethod
    def _unpickle(cls, key, from_cache, /):
        if from_cache:
            return cls(key)
        return cls.no_cache(key)


ZoneInfo.__module__ = "zoneinfo"
