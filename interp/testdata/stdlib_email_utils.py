# email.utils: RFC 2822 dates and addresses as CPython 3.11 reads and
# writes them, malformed headers included (run under CPython too).
import datetime
import email
import email.utils
from email.utils import (formataddr, format_datetime, formatdate, getaddresses, parseaddr,
                         parsedate, parsedate_to_datetime, parsedate_tz)


def err(fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)
    return "no error"


def pd(text):
    """parsedate_to_datetime as a repr, or its error."""
    try:
        return repr(parsedate_to_datetime(text))
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)


assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30:00 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Fri, 15 Mar 2024 17:00:00 -0500') == (2024, 3, 15, 17, 0, 0, 0, 1, -1, -18000)
assert parsedate('Fri, 15 Mar 2024 17:00:00 -0500') == (2024, 3, 15, 17, 0, 0, 0, 1, -1)
assert pd('Fri, 15 Mar 2024 17:00:00 -0500') == 'datetime.datetime(2024, 3, 15, 17, 0, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=68400)))'
assert parsedate_tz('Mon, 01 Apr 2024 08:00:00 +0200') == (2024, 4, 1, 8, 0, 0, 0, 1, -1, 7200)
assert parsedate('Mon, 01 Apr 2024 08:00:00 +0200') == (2024, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('Mon, 01 Apr 2024 08:00:00 +0200') == 'datetime.datetime(2024, 4, 1, 8, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=7200)))'
assert parsedate_tz('Mon,01 Apr 2024 08:00:00 +0200') == (2024, 4, 1, 8, 0, 0, 0, 1, -1, 7200)
assert parsedate('Mon,01 Apr 2024 08:00:00 +0200') == (2024, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('Mon,01 Apr 2024 08:00:00 +0200') == 'datetime.datetime(2024, 4, 1, 8, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=7200)))'
assert parsedate_tz('1 Apr 2024 08:00 GMT') == (2024, 4, 1, 8, 0, 0, 0, 1, -1, 0)
assert parsedate('1 Apr 2024 08:00 GMT') == (2024, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('1 Apr 2024 08:00 GMT') == 'datetime.datetime(2024, 4, 1, 8, 0, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('01 Apr 24 08:00:00 EST') == (2024, 4, 1, 8, 0, 0, 0, 1, -1, -18000)
assert parsedate('01 Apr 24 08:00:00 EST') == (2024, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('01 Apr 24 08:00:00 EST') == 'datetime.datetime(2024, 4, 1, 8, 0, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=68400)))'
assert parsedate_tz('01 Apr 99 08:00:00 PDT') == (1999, 4, 1, 8, 0, 0, 0, 1, -1, -25200)
assert parsedate('01 Apr 99 08:00:00 PDT') == (1999, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('01 Apr 99 08:00:00 PDT') == 'datetime.datetime(1999, 4, 1, 8, 0, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=61200)))'
assert parsedate_tz('01 Apr 69 08:00:00 Z') == (1969, 4, 1, 8, 0, 0, 0, 1, -1, 0)
assert parsedate('01 Apr 69 08:00:00 Z') == (1969, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('01 Apr 69 08:00:00 Z') == 'datetime.datetime(1969, 4, 1, 8, 0, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('01 Apr 68 08:00:00 UT') == (2068, 4, 1, 8, 0, 0, 0, 1, -1, 0)
assert parsedate('01 Apr 68 08:00:00 UT') == (2068, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('01 Apr 68 08:00:00 UT') == 'datetime.datetime(2068, 4, 1, 8, 0, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Apr 01 2024 08:00:00 +0530') == (2024, 4, 1, 8, 0, 0, 0, 1, -1, 19800)
assert parsedate('Apr 01 2024 08:00:00 +0530') == (2024, 4, 1, 8, 0, 0, 0, 1, -1)
assert pd('Apr 01 2024 08:00:00 +0530') == 'datetime.datetime(2024, 4, 1, 8, 0, tzinfo=datetime.timezone(datetime.timedelta(seconds=19800)))'
assert parsedate_tz('Thu, 01 Jan 1970 00:00:00 -0000') == (1970, 1, 1, 0, 0, 0, 0, 1, -1, 0)
assert parsedate('Thu, 01 Jan 1970 00:00:00 -0000') == (1970, 1, 1, 0, 0, 0, 0, 1, -1)
assert pd('Thu, 01 Jan 1970 00:00:00 -0000') == 'datetime.datetime(1970, 1, 1, 0, 0)'
assert parsedate_tz('Thu, 01 Jan 1970 00:00:00 +0000') == (1970, 1, 1, 0, 0, 0, 0, 1, -1, 0)
assert parsedate('Thu, 01 Jan 1970 00:00:00 +0000') == (1970, 1, 1, 0, 0, 0, 0, 1, -1)
assert pd('Thu, 01 Jan 1970 00:00:00 +0000') == 'datetime.datetime(1970, 1, 1, 0, 0, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Wed, 31 Dec 2025 23:59:59 +1245') == (2025, 12, 31, 23, 59, 59, 0, 1, -1, 45900)
assert parsedate('Wed, 31 Dec 2025 23:59:59 +1245') == (2025, 12, 31, 23, 59, 59, 0, 1, -1)
assert pd('Wed, 31 Dec 2025 23:59:59 +1245') == 'datetime.datetime(2025, 12, 31, 23, 59, 59, tzinfo=datetime.timezone(datetime.timedelta(seconds=45900)))'
assert parsedate_tz('Sunday, 06-Nov-94 08:49:37 GMT') == (1994, 11, 6, 8, 49, 37, 0, 1, -1, 0)
assert parsedate('Sunday, 06-Nov-94 08:49:37 GMT') == (1994, 11, 6, 8, 49, 37, 0, 1, -1)
assert pd('Sunday, 06-Nov-94 08:49:37 GMT') == 'datetime.datetime(1994, 11, 6, 8, 49, 37, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Sun Nov  6 08:49:37 1994') == (1994, 11, 6, 8, 49, 37, 0, 1, -1, 0)
assert parsedate('Sun Nov  6 08:49:37 1994') == (1994, 11, 6, 8, 49, 37, 0, 1, -1)
assert pd('Sun Nov  6 08:49:37 1994') == 'datetime.datetime(1994, 11, 6, 8, 49, 37)'
assert parsedate_tz('6 November 1994 08:49:37 +0100') == (1994, 11, 6, 8, 49, 37, 0, 1, -1, 3600)
assert parsedate('6 November 1994 08:49:37 +0100') == (1994, 11, 6, 8, 49, 37, 0, 1, -1)
assert pd('6 November 1994 08:49:37 +0100') == 'datetime.datetime(1994, 11, 6, 8, 49, 37, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00+0100') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 3600)
assert parsedate('Tue, 05 Mar 2024 09:30:00+0100') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00+0100') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00-0330') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, -12600)
assert parsedate('Tue, 05 Mar 2024 09:30:00-0330') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00-0330') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=73800)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30 +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Tue, 05 Mar 2024 09.30.15 +0000') == (2024, 3, 5, 9, 30, 15, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09.30.15 +0000') == (2024, 3, 5, 9, 30, 15, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09.30.15 +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, 15, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Tue, 05 Mar 2024 09.30 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09.30 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09.30 +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Tue, 05 Mar 2024 9:5:7 CDT') == (2024, 3, 5, 9, 5, 7, 0, 1, -1, -18000)
assert parsedate('Tue, 05 Mar 2024 9:5:7 CDT') == (2024, 3, 5, 9, 5, 7, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 9:5:7 CDT') == 'datetime.datetime(2024, 3, 5, 9, 5, 7, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=68400)))'
assert parsedate_tz('5 mar 2024 10:00:00 mdt') == (2024, 3, 5, 10, 0, 0, 0, 1, -1, -21600)
assert parsedate('5 mar 2024 10:00:00 mdt') == (2024, 3, 5, 10, 0, 0, 0, 1, -1)
assert pd('5 mar 2024 10:00:00 mdt') == 'datetime.datetime(2024, 3, 5, 10, 0, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=64800)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 XYZ') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30:00 XYZ') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 XYZ') == 'datetime.datetime(2024, 3, 5, 9, 30)'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30:00') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00') == 'datetime.datetime(2024, 3, 5, 9, 30)'
assert parsedate_tz('Tue, 05 Mar 2024') == None
assert parsedate('Tue, 05 Mar 2024') == None
assert pd('Tue, 05 Mar 2024') == 'ValueError: Invalid date value or format "Tue, 05 Mar 2024"'
assert parsedate_tz('Tue, 05 Foo 2024 09:30:00 +0000') == None
assert parsedate('Tue, 05 Foo 2024 09:30:00 +0000') == None
assert pd('Tue, 05 Foo 2024 09:30:00 +0000') == 'ValueError: Invalid date value or format "Tue, 05 Foo 2024 09:30:00 +0000"'
assert parsedate_tz('Tue, xx Mar 2024 09:30:00 +0000') == None
assert parsedate('Tue, xx Mar 2024 09:30:00 +0000') == None
assert pd('Tue, xx Mar 2024 09:30:00 +0000') == 'ValueError: Invalid date value or format "Tue, xx Mar 2024 09:30:00 +0000"'
assert parsedate_tz('05 Mar 2024 09:30:00:00 +0000') == None
assert parsedate('05 Mar 2024 09:30:00:00 +0000') == None
assert pd('05 Mar 2024 09:30:00:00 +0000') == 'ValueError: Invalid date value or format "05 Mar 2024 09:30:00:00 +0000"'
assert parsedate_tz('') == None
assert parsedate('') == None
assert pd('') == 'ValueError: Invalid date value or format ""'
assert parsedate_tz('   ') == None
assert parsedate('   ') == None
assert pd('   ') == 'ValueError: Invalid date value or format "   "'
assert parsedate_tz('garbage') == None
assert parsedate('garbage') == None
assert pd('garbage') == 'ValueError: Invalid date value or format "garbage"'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 +0000 (UTC)') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30:00 +0000 (UTC)') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 +0000 (UTC)') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('05 May 2024 01:02:03 +0000') == (2024, 5, 5, 1, 2, 3, 0, 1, -1, 0)
assert parsedate('05 May 2024 01:02:03 +0000') == (2024, 5, 5, 1, 2, 3, 0, 1, -1)
assert pd('05 May 2024 01:02:03 +0000') == 'datetime.datetime(2024, 5, 5, 1, 2, 3, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Mar 5, 2024 10:00:00 -0800') == (2024, 3, 5, 10, 0, 0, 0, 1, -1, -28800)
assert parsedate('Mar 5, 2024 10:00:00 -0800') == (2024, 3, 5, 10, 0, 0, 0, 1, -1)
assert pd('Mar 5, 2024 10:00:00 -0800') == 'datetime.datetime(2024, 3, 5, 10, 0, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=57600)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 AST') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, -14400)
assert parsedate('Tue, 05 Mar 2024 09:30:00 AST') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 AST') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=72000)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 ADT') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, -10800)
assert parsedate('Tue, 05 Mar 2024 09:30:00 ADT') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 ADT') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=75600)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 MST') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, -25200)
assert parsedate('Tue, 05 Mar 2024 09:30:00 MST') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 MST') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=61200)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 EDT') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, -14400)
assert parsedate('Tue, 05 Mar 2024 09:30:00 EDT') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 EDT') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=72000)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 PST') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, -28800)
assert parsedate('Tue, 05 Mar 2024 09:30:00 PST') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 PST') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=57600)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 +05') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 300)
assert parsedate('Tue, 05 Mar 2024 09:30:00 +05') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 +05') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(seconds=300)))'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 -0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30:00 -0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 -0000') == 'datetime.datetime(2024, 3, 5, 9, 30)'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00 +0060') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 3600)
assert parsedate('Tue, 05 Mar 2024 09:30:00 +0060') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00 +0060') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600)))'
assert parsedate_tz('31 December 1999 23:59:59 -1200') == (1999, 12, 31, 23, 59, 59, 0, 1, -1, -43200)
assert parsedate('31 December 1999 23:59:59 -1200') == (1999, 12, 31, 23, 59, 59, 0, 1, -1)
assert pd('31 December 1999 23:59:59 -1200') == 'datetime.datetime(1999, 12, 31, 23, 59, 59, tzinfo=datetime.timezone(datetime.timedelta(days=-1, seconds=43200)))'
assert parsedate_tz('Tue 05 Mar 2024 09:30:00 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue 05 Mar 2024 09:30:00 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue 05 Mar 2024 09:30:00 +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('05 Mar 2024, 09:30:00 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('05 Mar 2024, 09:30:00 +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('05 Mar 2024, 09:30:00 +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('Tue, 05 Mar 2024 09:30:00, +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05 Mar 2024 09:30:00, +0000') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05 Mar 2024 09:30:00, +0000') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('2024 Mar 05 09:30:00 +0000') == (2005, 3, 2024, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('2024 Mar 05 09:30:00 +0000') == (2005, 3, 2024, 9, 30, 0, 0, 1, -1)
assert pd('2024 Mar 05 09:30:00 +0000') == 'ValueError: day is out of range for month'
assert parsedate_tz('Tue, 05-Mar-2024 09:30:00 GMT') == (2024, 3, 5, 9, 30, 0, 0, 1, -1, 0)
assert parsedate('Tue, 05-Mar-2024 09:30:00 GMT') == (2024, 3, 5, 9, 30, 0, 0, 1, -1)
assert pd('Tue, 05-Mar-2024 09:30:00 GMT') == 'datetime.datetime(2024, 3, 5, 9, 30, tzinfo=datetime.timezone.utc)'
assert parsedate_tz('05 Mar , 09:30:00 +0000') == None
assert parsedate('05 Mar , 09:30:00 +0000') == None
assert pd('05 Mar , 09:30:00 +0000') == 'ValueError: Invalid date value or format "05 Mar , 09:30:00 +0000"'
assert parseaddr('alice@example.com') == ('', 'alice@example.com')
assert parseaddr('Alice <alice@example.com>') == ('Alice', 'alice@example.com')
assert parseaddr('"Smith, Bob" <bob@example.com>') == ('Smith, Bob', 'bob@example.com')
assert parseaddr('<carol@example.com>') == ('', 'carol@example.com')
assert parseaddr('dave@example.com (Dave Jones)') == ('Dave Jones', 'dave@example.com')
assert parseaddr('Eve (the spy) <eve@example.com>') == ('Eve (the spy)', 'eve@example.com')
assert parseaddr('"Quoted \\"name\\"" <q@example.com>') == ('Quoted "name"', 'q@example.com')
assert parseaddr('frank @ example . com') == ('', 'frank@example.com')
assert parseaddr('first.last@sub.example.co.uk') == ('', 'first.last@sub.example.co.uk')
assert parseaddr('user+tag@example.com') == ('', 'user+tag@example.com')
assert parseaddr('<@route1,@route2:gina@example.com>') == ('', '')
assert parseaddr('group: a@x.com, b@y.com;') == ('', 'a@x.com')
assert parseaddr('undisclosed-recipients:;') == ('', '')
assert parseaddr('no-at-sign') == ('', 'no-at-sign')
assert parseaddr('') == ('', '')
assert parseaddr('   ') == ('', '')
assert parseaddr('Name Only <>') == ('Name Only', '')
assert parseaddr('a@b@c.com') == ('', '')
assert parseaddr('john@[192.168.0.1]') == ('', 'john@[192.168.0.1]')
assert parseaddr('Jöhn <john@example.com>') == ('Jöhn', 'john@example.com')
assert parseaddr('Mr. Smith <smith@example.com>') == ('Mr. Smith', 'smith@example.com')
assert parseaddr('x@example.com, y@example.com') == ('', 'x@example.com')
assert parseaddr('"a b"@example.com') == ('', '"a b"@example.com')
assert parseaddr('<broken@example.com') == ('', 'broken@example.com')
assert parseaddr('Bad <x@>') == ('Bad', '')
assert parseaddr('(comment only)') == ('', '')
assert parseaddr('@example.com') == ('', '@example.com')
assert parseaddr(',') == ('', '')
assert parseaddr('a@b.c ,, d@e.f') == ('', 'a@b.c')
assert parseaddr('Zoe\t<zoe@example.com>') == ('Zoe', 'zoe@example.com')
assert parseaddr("o'brien@example.com") == ('', "o'brien@example.com")
assert parseaddr('Ann <ann@example.com> (work)') == ('Ann', 'ann@example.com')
assert parseaddr('very.(comment)unusual@example.com') == ('comment comment', 'very.unusual@example.com')
assert getaddresses(['alice@example.com, Bob <bob@example.com>']) == [('', 'alice@example.com'), ('Bob', 'bob@example.com')]
assert getaddresses(['Alice <a@x.com>', 'b@y.com (Bee)', '"Last, First" <lf@z.com>']) == [('Alice', 'a@x.com'), ('Bee', 'b@y.com'), ('Last, First', 'lf@z.com')]
assert getaddresses(['team: a@x.com, Bob <b@x.com>;, c@x.com']) == [('', 'a@x.com'), ('Bob', 'b@x.com'), ('', 'c@x.com')]
assert getaddresses([]) == []
assert getaddresses(['']) == []
assert getaddresses(['a@x.com,, b@x.com']) == [('', 'a@x.com'), ('', ''), ('', 'b@x.com')]
assert getaddresses(['<a@x.com>', 'bad', 'c@x.com']) == [('', 'a@x.com'), ('', 'bad'), ('', 'c@x.com')]
assert getaddresses(['"Doe, J" <jd@example.org>, plain@example.org']) == [('Doe, J', 'jd@example.org'), ('', 'plain@example.org')]
assert formataddr(('Alice', 'alice@example.com')) == 'Alice <alice@example.com>'
assert formataddr(('', 'bare@example.com')) == 'bare@example.com'
assert formataddr((None, 'n@example.com')) == 'n@example.com'
assert formataddr(('Smith, Bob', 'bob@example.com')) == '"Smith, Bob" <bob@example.com>'
assert formataddr(('Say "hi"', 'hi@example.com')) == '"Say \\"hi\\"" <hi@example.com>'
assert formataddr(('back\\slash', 'b@example.com')) == '"back\\\\slash" <b@example.com>'
assert formataddr(('Mr. Smith', 'smith@example.com')) == '"Mr. Smith" <smith@example.com>'
assert formataddr(('José', 'jose@example.com')) == '=?utf-8?b?Sm9zw6k=?= <jose@example.com>'
assert formataddr(('日本語', 'jp@example.com')) == '=?utf-8?b?5pel5pys6Kqe?= <jp@example.com>'
assert formataddr(('Zoë Ångström', 'zoe@example.com')) == '=?utf-8?b?Wm/DqyDDhW5nc3Ryw7Zt?= <zoe@example.com>'
assert formataddr(('ab(c)', 'p@example.com')) == '"ab(c)" <p@example.com>'
assert formataddr(('plain name', 'pn@example.com')) == 'plain name <pn@example.com>'
assert parseaddr(formataddr(('Alice', 'alice@example.com'))) == ('Alice', 'alice@example.com')
assert parseaddr(formataddr(('', 'bare@example.com'))) == ('', 'bare@example.com')
assert parseaddr(formataddr((None, 'n@example.com'))) == ('', 'n@example.com')
assert parseaddr(formataddr(('Smith, Bob', 'bob@example.com'))) == ('Smith, Bob', 'bob@example.com')

# --- formatting dates
utc = datetime.timezone.utc
assert format_datetime(datetime.datetime(2024, 3, 5, 9, 30, tzinfo=utc)) == 'Tue, 05 Mar 2024 09:30:00 +0000'
assert format_datetime(datetime.datetime(2024, 3, 5, 9, 30, tzinfo=utc), usegmt=True) == 'Tue, 05 Mar 2024 09:30:00 GMT'
assert format_datetime(datetime.datetime(2024, 3, 5, 9, 30, 7)) == 'Tue, 05 Mar 2024 09:30:07 -0000'
assert format_datetime(datetime.datetime(1999, 12, 31, 23, 59, 59, 999, tzinfo=datetime.timezone(datetime.timedelta(hours=-5)))) == 'Fri, 31 Dec 1999 23:59:59 -0500'
assert format_datetime(datetime.datetime(2024, 2, 29, 0, 0, tzinfo=datetime.timezone(datetime.timedelta(hours=5, minutes=30)))) == 'Thu, 29 Feb 2024 00:00:00 +0530'
assert err(format_datetime, datetime.datetime(2024, 3, 5), usegmt=True) == 'ValueError: usegmt option requires a UTC datetime'
assert err(format_datetime, datetime.datetime(2024, 3, 5, tzinfo=datetime.timezone(datetime.timedelta(hours=1))), usegmt=True) == 'ValueError: usegmt option requires a UTC datetime'
assert formatdate(0) == 'Thu, 01 Jan 1970 00:00:00 -0000'
assert formatdate(1709631000) == 'Tue, 05 Mar 2024 09:30:00 -0000'
assert formatdate(1709631000.75, usegmt=True) == 'Tue, 05 Mar 2024 09:30:00 GMT'
assert formatdate(951782400) == 'Tue, 29 Feb 2000 00:00:00 -0000'
assert len(formatdate()) == 31
assert formatdate().endswith(" -0000") == True
for stamp in (0, 86399, 951782400, 1709631000, 2147483647):
    text = formatdate(stamp)
    assert email.utils.mktime_tz(parsedate_tz(text)) == stamp, text
    assert parsedate_to_datetime(formatdate(stamp, usegmt=True)).timestamp() == stamp
assert email.utils.mktime_tz(parsedate_tz("Fri, 15 Mar 2024 17:00:00 -0500")) == 1710540000
assert email.utils.mktime_tz((2024, 3, 5, 9, 30, 0, 0, 1, -1, 3600)) == 1709627400
assert parsedate_to_datetime("Fri, 15 Mar 2024 17:00:00 -0500").isoformat() == '2024-03-15T17:00:00-05:00'
assert parsedate_to_datetime("Fri, 15 Mar 2024 17:00:00 -0500").utcoffset() == datetime.timedelta(days=-1, seconds=68400)
assert parsedate_to_datetime("Thu, 01 Jan 1970 00:00:00 -0000").tzinfo == None
assert (parsedate_to_datetime("Tue, 05 Mar 2024 09:30:00 +0000").tzinfo is utc) == True
assert sorted(["Mon, 01 Apr 2024 08:00:00 +0200", "Fri, 15 Mar 2024 17:00:00 -0500", "Tue, 05 Mar 2024 09:30:00 +0000"], key=parsedate_to_datetime) == ['Tue, 05 Mar 2024 09:30:00 +0000', 'Fri, 15 Mar 2024 17:00:00 -0500', 'Mon, 01 Apr 2024 08:00:00 +0200']
assert err(parsedate_to_datetime, "31 Feb 2024 10:00:00 +0000") == 'ValueError: day is out of range for month'
assert err(parsedate_to_datetime, "01 Jan 2024 25:00:00 +0000") == 'ValueError: hour must be in 0..23'
assert err(parsedate_to_datetime, None) == 'ValueError: Invalid date value or format "None"'

# --- quoting and RFC 2231 helpers
assert email.utils.quote('a "b" \\c') == 'a \\"b\\" \\\\c'
assert email.utils.unquote('"a \\"b\\" \\\\c"') == 'a "b" \\c'
assert email.utils.unquote("<x@y>") == 'x@y'
assert email.utils.unquote('"') == '"'
assert email.utils.unquote("plain") == 'plain'
assert email.utils.decode_rfc2231("utf-8'en'caf%C3%A9") == ['utf-8', 'en', 'caf%C3%A9']
assert email.utils.decode_rfc2231("no-ticks") == (None, None, 'no-ticks')
assert email.utils.decode_rfc2231("one'tick") == (None, None, "one'tick")
assert email.utils.encode_rfc2231("café.txt", "utf-8") == "utf-8''caf%C3%A9.txt"
assert email.utils.encode_rfc2231("a b.txt") == 'a%20b.txt'
assert email.utils.encode_rfc2231("a b.txt", "us-ascii", "en") == "us-ascii'en'a%20b.txt"
assert email.utils.encode_rfc2231("x", language="fr") == "None'fr'x"
assert email.utils.decode_params([("text/plain", ""), ("charset", '"utf-8"'), ("name", "file.txt")]) == [('text/plain', ''), ('charset', '"utf-8"'), ('name', '"file.txt"')]
assert email.utils.decode_params([("attachment", ""), ("filename*", "utf-8''caf%C3%A9.txt")]) == [('attachment', ''), ('filename', ('utf-8', '', '"cafÃ©.txt"'))]
assert email.utils.decode_params([("a", ""), ("title*0", '"part one "'), ("title*1", '"part two"')]) == [('a', ''), ('title', '"part one part two"')]
assert email.utils.decode_params([("a", ""), ("t*1*", "%20two"), ("t*0*", "us-ascii'en'one")]) == [('a', ''), ('t', ('us-ascii', 'en', '"one two"'))]
assert email.utils.collapse_rfc2231_value(("utf-8", "", "caf\xc3\xa9")) == 'café'
assert email.utils.collapse_rfc2231_value(("us-ascii", "en", "plain")) == 'plain'
assert email.utils.collapse_rfc2231_value((None, None, "x\xe9")) == 'x�'
assert email.utils.collapse_rfc2231_value('"quoted"') == 'quoted'
assert email.utils.collapse_rfc2231_value(("nosuch-charset", "", '"v"')) == 'v'
assert err(formataddr, ("Name", "jöhn@example.com")) == "UnicodeEncodeError: 'ascii' codec can't encode character '\\xf6' in position 1: ordinal not in range(128)"
assert formataddr(("Café", "c@example.com"), "iso-8859-1") == '=?iso-8859-1?q?Caf=E9?= <c@example.com>'
assert formataddr(("Café", "c@example.com"), "latin-1") == '=?iso-8859-1?q?Caf=E9?= <c@example.com>'
assert formataddr(("Ωmega", "o@example.com"), "utf-8") == '=?utf-8?b?zqltZWdh?= <o@example.com>'
assert formataddr(("aé", "o@example.com")) == '=?utf-8?b?YcOp?= <o@example.com>'
assert formataddr(("aaaaaaaaaaaaé", "o@example.com")) == '=?utf-8?q?aaaaaaaaaaaa=C3=A9?= <o@example.com>'
msgid = email.utils.make_msgid("run", domain="example.test")
assert (msgid.startswith("<") and msgid.endswith(".run@example.test>")) == True
assert msgid.count(".") == 4
assert email.utils.make_msgid(domain="d.test").endswith("@d.test>") == True
assert (email.utils.make_msgid() != email.utils.make_msgid()) == True
assert sorted(email.utils.__all__) == ['collapse_rfc2231_value', 'decode_params', 'decode_rfc2231', 'encode_rfc2231', 'format_datetime', 'formataddr', 'formatdate', 'getaddresses', 'make_msgid', 'mktime_tz', 'parseaddr', 'parsedate', 'parsedate_to_datetime', 'parsedate_tz', 'unquote']
assert email.utils.COMMASPACE, email.utils.CRLF == (', ', '\r\n')
assert isinstance(email.utils.localtime(), datetime.datetime) == True
assert (email.utils.localtime(datetime.datetime(2024, 3, 5, 9, 30, tzinfo=utc)).tzinfo is not None) == True

