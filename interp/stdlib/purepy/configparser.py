# INI-file reading and writing: ConfigParser and RawConfigParser with the
# DEFAULT section, basic (%(name)s) and extended (${section:name})
# interpolation, typed getters, and CPython's exception classes and messages.

import io as _io
import re as _re
from collections.abc import MutableMapping as _MutableMapping

__all__ = [
    "NoSectionError", "DuplicateOptionError", "DuplicateSectionError", "NoOptionError",
    "InterpolationError", "InterpolationDepthError", "InterpolationMissingOptionError",
    "InterpolationSyntaxError", "ParsingError", "MissingSectionHeaderError",
    "ConfigParser", "RawConfigParser", "Interpolation", "BasicInterpolation",
    "ExtendedInterpolation", "SectionProxy", "ConverterMapping", "Error", "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH",
]

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10


class _Unset:
    def __repr__(self):
        return "<unset>"


_UNSET = _Unset()


# --- exceptions


class Error(Exception):
    """Base class for ConfigParser exceptions."""

    def __init__(self, msg=""):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    """Raised when no section matches a requested option."""

    def __init__(self, section):
        Error.__init__(self, f"No section: {section!r}")
        self.section = section
        self.args = (section,)


def _where(source, lineno):
    text = f"While reading from {source!r}"
    if lineno is not None:
        text += f" [line {lineno:2d}]"
    return text


class DuplicateSectionError(Error):
    """Raised when a section is repeated in an input source."""

    def __init__(self, section, source=None, lineno=None):
        if source is not None:
            msg = f"{_where(source, lineno)}: section {section!r} already exists"
        else:
            msg = f"Section {section!r} already exists"
        Error.__init__(self, msg)
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    """Raised by strict parsers when an option is repeated in an input source."""

    def __init__(self, section, option, source=None, lineno=None):
        tail = f"{option!r} in section {section!r} already exists"
        if source is not None:
            msg = f"{_where(source, lineno)}: option {tail}"
        else:
            msg = f"Option {tail}"
        Error.__init__(self, msg)
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    """A requested option was not found."""

    def __init__(self, option, section):
        Error.__init__(self, f"No option {option!r} in section: {section!r}")
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    """Base class for interpolation-related exceptions."""

    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    """A string substitution required a setting which was not available."""

    def __init__(self, option, section, rawval, reference):
        msg = (
            f"Bad value substitution: option {option!r} in section {section!r} contains an "
            f"interpolation key {reference!r} which is not a valid option name. Raw value: {rawval!r}"
        )
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    """Raised when the source text contains invalid syntax."""


class InterpolationDepthError(InterpolationError):
    """Raised when substitutions are nested too deeply."""

    def __init__(self, option, section, rawval):
        msg = (
            f"Recursion limit exceeded in value substitution: option {option!r} in section {section!r} "
            f"contains an interpolation key which cannot be substituted in {MAX_INTERPOLATION_DEPTH} "
            f"steps. Raw value: {rawval!r}"
        )
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    """Raised when a configuration file does not follow legal syntax."""

    def __init__(self, source):
        Error.__init__(self, f"Source contains parsing errors: {source!r}")
        self.source = source
        self.errors = []
        self.args = (source,)

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += f"\n\t[line {lineno:2d}]: {line}"


class MissingSectionHeaderError(ParsingError):
    """Raised when a key-value pair is found before any section header."""

    def __init__(self, filename, lineno, line):
        Error.__init__(self, f"File contains no section headers.\nfile: {filename!r}, line: {lineno:d}\n{line!r}")
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.errors = []
        self.args = (filename, lineno, line)


# --- interpolation


class Interpolation:
    """Dummy interpolation that passes the value through with no changes."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class _MarkerInterpolation(Interpolation):
    # Shared shape of the basic and extended styles: a marker character,
    # doubled to stand for itself, that opens a reference.
    marker = "%"

    def before_get(self, parser, section, option, value, defaults):
        accum = []
        self._expand(parser, option, accum, value, section, defaults, 1)
        return "".join(accum)

    def before_set(self, parser, section, option, value):
        rest = value.replace(self.marker * 2, "")
        rest = self._reference.sub("", rest)
        pos = rest.find(self.marker)
        if pos != -1:
            raise ValueError(f"invalid interpolation syntax in {value!r} at position {pos}")
        return value

    def _expand(self, parser, option, accum, rest, section, mapping, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        marker = self.marker
        while rest:
            p = rest.find(marker)
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            follow = rest[1:2]
            if follow == marker:
                accum.append(marker)
                rest = rest[2:]
            elif follow == self.opener:
                m = self._reference.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(option, section, f"bad interpolation variable reference {rest!r}")
                rest = rest[m.end() :]
                self._substitute(parser, option, accum, m.group(1), rest, rawval, section, mapping, depth)
            else:
                raise InterpolationSyntaxError(
                    option, section, f"{marker!r} must be followed by {marker!r} or {self.opener!r}, found: {rest!r}"
                )


class BasicInterpolation(_MarkerInterpolation):
    """Interpolation as implemented in the classic ConfigParser: %(name)s."""

    marker = "%"
    opener = "("
    _reference = _re.compile(r"%\(([^)]+)\)s")

    def _substitute(self, parser, option, accum, name, rest, rawval, section, mapping, depth):
        var = parser.optionxform(name)
        try:
            value = mapping[var]
        except KeyError:
            raise InterpolationMissingOptionError(option, section, rawval, var) from None
        if "%" in value:  # a reference to an option without a value: TypeError, as in CPython
            self._expand(parser, option, accum, value, section, mapping, depth + 1)
        else:
            accum.append(value)


class ExtendedInterpolation(_MarkerInterpolation):
    """Interpolation with ${option} and ${section:option} references."""

    marker = "$"
    opener = "{"
    _reference = _re.compile(r"\$\{([^}]+)\}")

    def _substitute(self, parser, option, accum, name, rest, rawval, section, mapping, depth):
        path = name.split(":")
        sect, opt = section, option
        try:
            if len(path) == 1:
                opt = parser.optionxform(path[0])
                value = mapping[opt]
            elif len(path) == 2:
                sect = path[0]
                opt = parser.optionxform(path[1])
                value = parser.get(sect, opt, raw=True)
            else:
                raise InterpolationSyntaxError(option, section, f"More than one ':' found: {rest!r}")
        except (KeyError, NoSectionError, NoOptionError):
            raise InterpolationMissingOptionError(option, section, rawval, ":".join(path)) from None
        if "$" in value:  # a reference to an option without a value: TypeError, as in CPython
            self._expand(parser, opt, accum, value, sect, dict(parser.items(sect, raw=True)), depth + 1)
        else:
            accum.append(value)


# --- parsers


class RawConfigParser(_MutableMapping):
    """ConfigParser that does not do interpolation."""

    BOOLEAN_STATES = {
        "1": True, "yes": True, "true": True, "on": True,
        "0": False, "no": False, "false": False, "off": False,
    }
    SECTCRE = _re.compile(r"\[(?P<header>.+)\]")
    _DEFAULT_INTERPOLATION = Interpolation()

    def __init__(
        self, defaults=None, dict_type=dict, allow_no_value=False, *, delimiters=("=", ":"),
        comment_prefixes=("#", ";"), inline_comment_prefixes=None, strict=True,
        empty_lines_in_values=True, default_section=DEFAULTSECT, interpolation=_UNSET, converters=_UNSET,
    ):
        self._converters = {"int": None, "float": None, "boolean": None}
        self._dict = dict_type
        self._sections = dict_type()
        self._defaults = dict_type()
        self._proxies = dict_type()
        self._proxies[default_section] = SectionProxy(self, default_section)
        self._delimiters = tuple(delimiters)
        delim = "|".join(_re.escape(d) for d in self._delimiters)
        tail = r"\s*(?P<vi>" + delim + r")\s*(?P<value>.*)"
        if allow_no_value:
            self._optcre = _re.compile(r"(?P<option>.*?)(?:" + tail + ")?$")
        else:
            self._optcre = _re.compile(r"(?P<option>.*?)" + tail + "$")
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        if interpolation is _UNSET:
            interpolation = self._DEFAULT_INTERPOLATION
        if interpolation is None:
            interpolation = Interpolation()
        self._interpolation = interpolation
        if converters is not _UNSET:
            self.converters.update(converters)
        if defaults:
            self.read_dict({default_section: defaults})

    @property
    def converters(self):
        """The get*() converters: name to function (None for the built-in ones)."""
        return ConverterMapping(self)

    def __getattr__(self, name):
        # get<name>() for a converter added through the converters mapping
        conv = self.__dict__.get("_converters", {}).get(name[3:]) if name.startswith("get") else None
        if conv is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

        def getter(section, option, *, raw=False, vars=None, fallback=_UNSET):
            return self._get_conv(section, option, conv, raw, vars, fallback)

        return getter

    def defaults(self):
        return self._defaults

    def sections(self):
        """Return a list of section names, excluding [DEFAULT]."""
        return list(self._sections.keys())

    def add_section(self, section):
        """Create a new section in the configuration."""
        if section == self.default_section:
            raise ValueError(f"Invalid section name: {section!r}")
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        """Return a list of option names for the given section name."""
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def read(self, filenames, encoding=None):
        """Read and parse a filename or an iterable of filenames; return the names read."""
        if isinstance(filenames, (str, bytes)) or hasattr(filenames, "__fspath__"):
            filenames = [filenames]
        read_ok = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp, filename)
            except OSError:
                continue
            read_ok.append(filename)
        return read_ok

    def read_file(self, f, source=None):
        """Like read() but the argument must be a file-like object."""
        if source is None:
            source = getattr(f, "name", "<???>")
        self._read(f, source)

    def read_string(self, string, source="<string>"):
        """Read configuration from a given string."""
        self.read_file(_io.StringIO(string), source)

    def read_dict(self, dictionary, source="<dict>"):
        """Read configuration from a dictionary of sections to option mappings."""
        added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in added:
                    raise
            added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in added:
                    raise DuplicateOptionError(section, key, source)
                added.add((section, key))
                self.set(section, key, value)

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        """Get an option value for a given section."""
        try:
            values = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = values[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section) from None
            return fallback
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, values)

    def _get_conv(self, section, option, conv, raw, vars, fallback):
        try:
            return conv(self.get(section, option, raw=raw, vars=vars))
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, int, raw, vars, fallback)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, float, raw, vars, fallback)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, self._convert_to_boolean, raw, vars, fallback)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError(f"Not a boolean: {value}")
        return self.BOOLEAN_STATES[value.lower()]

    def items(self, section=_UNSET, raw=False, vars=None):
        """Without a section, (name, SectionProxy) pairs; with one, (option, value) pairs."""
        if section is _UNSET:
            return super().items()
        values = self._defaults.copy()
        try:
            values.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
        names = list(values.keys())
        if vars:
            for key, value in vars.items():
                values[self.optionxform(key)] = value
        if raw:
            return [(name, values[name]) for name in names]
        return [
            (name, values[name] if values[name] is None else self._interpolation.before_get(self, section, name, values[name], values))
            for name in names
        ]

    def popitem(self):
        """Remove a section and return (name, SectionProxy); the default section stays."""
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        """Check for the existence of a given option in a given section."""
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    def set(self, section, option, value=None):
        """Set an option."""
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        if not section or section == self.default_section:
            store = self._defaults
        else:
            try:
                store = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        store[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        """Write an .ini-format representation of the configuration state."""
        delimiter = f" {self._delimiters[0]} " if space_around_delimiters else self._delimiters[0]
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), delimiter)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), delimiter)

    def _write_section(self, fp, name, items, delimiter):
        fp.write(f"[{name}]\n")
        for key, value in items:
            value = self._interpolation.before_write(self, name, key, value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace("\n", "\n\t")
            else:
                value = ""
            fp.write(f"{key}{value}\n")
        fp.write("\n")

    def remove_option(self, section, option):
        """Remove an option; return whether it existed."""
        if not section or section == self.default_section:
            store = self._defaults
        else:
            try:
                store = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        existed = option in store
        if existed:
            del store[option]
        return existed

    def remove_section(self, section):
        """Remove a file section; return whether it existed."""
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        yield self.default_section
        yield from list(self._sections.keys())

    def _unify_values(self, section, vars):
        values = dict(self._defaults)
        if section != self.default_section:
            try:
                values.update(self._sections[section])
            except KeyError:
                raise NoSectionError(section) from None
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                values[self.optionxform(key)] = value
        return values

    def _strip_comment(self, line):
        # Returns the line without its comment, or None for a whole-line comment.
        stripped = line.strip()
        for prefix in self._comment_prefixes:
            if stripped.startswith(prefix):
                return None
        cut = len(line)
        for prefix in self._inline_comment_prefixes:
            at = line.find(prefix)
            while at != -1:
                if at == 0 or line[at - 1].isspace():
                    cut = min(cut, at)
                    break
                at = line.find(prefix, at + 1)
        return line[:cut]

    def _read(self, fp, source):
        added = set()
        current = None  # the dict of the current section
        section_name = None
        option = None
        indent = 0
        error = None
        for lineno, line in enumerate(fp, start=1):
            body = self._strip_comment(line)
            value = "" if body is None else body.strip()
            if not value:
                if self._empty_lines_in_values:
                    if body is not None and current is not None and option and current[option] is not None:
                        current[option].append("")
                else:
                    indent = 1 << 62
                continue
            cur_indent = len(line) - len(line.lstrip())
            if current is not None and option and cur_indent > indent:
                if current[option] is None:
                    error = self._parse_error(error, source, lineno, line)
                else:
                    current[option].append(value)
                continue
            indent = cur_indent
            m = self.SECTCRE.match(value)
            if m:
                section_name = m.group("header")
                if section_name in self._sections:
                    if self._strict and section_name in added:
                        raise DuplicateSectionError(section_name, source, lineno)
                    current = self._sections[section_name]
                elif section_name == self.default_section:
                    current = self._defaults
                else:
                    current = self._dict()
                    self._sections[section_name] = current
                    self._proxies[section_name] = SectionProxy(self, section_name)
                added.add(section_name)
                option = None
                continue
            if current is None:
                raise MissingSectionHeaderError(source, lineno, line)
            m = self._optcre.match(value)
            if not m or not m.group("option"):
                error = self._parse_error(error, source, lineno, line)
                option = None
                continue
            option = self.optionxform(m.group("option").rstrip())
            if self._strict and (section_name, option) in added:
                raise DuplicateOptionError(section_name, option, source, lineno)
            added.add((section_name, option))
            optval = m.group("value")
            current[option] = None if optval is None else [optval.strip()]
        self._join_lines()
        if error is not None:
            raise error

    def _parse_error(self, error, source, lineno, line):
        if error is None:
            error = ParsingError(source)
        error.append(lineno, repr(line))
        return error

    def _join_lines(self):
        stores = [(self.default_section, self._defaults)] + list(self._sections.items())
        for section, store in stores:
            for name, value in list(store.items()):
                if isinstance(value, list):
                    value = "\n".join(value).rstrip()
                    store[name] = self._interpolation.before_read(self, section, name, value)


class ConfigParser(RawConfigParser):
    """ConfigParser implementing interpolation."""

    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        """Set an option; option and value must be strings."""
        self._validate_value_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        """Create a new section; its name must be a string."""
        self._validate_value_types(section=section)
        super().add_section(section)

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")


class ConverterMapping(_MutableMapping):
    """The parser's get*() converters, shared with its section proxies."""

    def __init__(self, parser):
        self._parser = parser
        self._data = parser._converters

    def __getitem__(self, key):
        return self._data[key]

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise ValueError(f"Incompatible key: {key} (type: {type(key)})")
        if not key:
            raise ValueError('Incompatible key: cannot use "" as a name')
        self._data[key] = value

    def __delitem__(self, key):
        del self._data[key]

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)


class SectionProxy(_MutableMapping):
    """A proxy for a single section from a parser."""

    def __init__(self, parser, name):
        self._parser = parser
        self._name = name

    def __repr__(self):
        return f"<Section: {self._name}>"

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        if isinstance(self._parser, ConfigParser):
            self._parser._validate_value_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key) and self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return list(self._parser.defaults().keys())

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def get(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.get(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getint(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getint(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getfloat(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getboolean(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def __getattr__(self, name):
        conv = self._parser._converters.get(name[3:]) if name.startswith("get") else None
        if conv is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        parser_getter = getattr(self._parser, name)

        def getter(option, fallback=None, *, raw=False, vars=None):
            return parser_getter(self._name, option, raw=raw, vars=vars, fallback=fallback)

        return getter
