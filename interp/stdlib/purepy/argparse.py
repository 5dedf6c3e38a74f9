# Command-line parsing: parsers of positional and optional arguments, help
# and usage text laid out as CPython 3.11 lays it out, and errors that print
# the usage and end in SystemExit(2). The sandbox has no real argv (sys.argv
# is ['<code>']), so agent code passes its own list to parse_args().

import os as _os
import re as _re
import sys as _sys

__all__ = [
    "ArgumentParser", "ArgumentError", "ArgumentTypeError", "BooleanOptionalAction", "FileType",
    "HelpFormatter", "ArgumentDefaultsHelpFormatter", "RawDescriptionHelpFormatter",
    "RawTextHelpFormatter", "MetavarTypeHelpFormatter", "Namespace", "Action",
    "ONE_OR_MORE", "OPTIONAL", "PARSER", "REMAINDER", "SUPPRESS", "ZERO_OR_MORE",
]

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
PARSER = "A..."
REMAINDER = "..."
_UNRECOGNIZED_ARGS_ATTR = "_unrecognized_args"

_NEGATIVE_NUMBER = _re.compile(r"^-\d+$|^-\d*\.\d+$")
_SPACES = _re.compile(r"\s+", _re.ASCII)
_BLANK_RUNS = _re.compile(r"\n\n\n+")
# A usage line breaks between whole groups: a bracketed or parenthesised
# run, or a word.
_USAGE_PART = _re.compile(r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+")


def _terminal_columns():
    # shutil.get_terminal_size() as the sandbox sees it: $COLUMNS, else 80
    # (there is no terminal).
    try:
        columns = int(_os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    return columns if columns > 0 else 80


class _AttributeHolder(object):
    """Gives a repr of the form ClassName(name=value, ...)."""

    def __repr__(self):
        shown = [repr(arg) for arg in self._get_args()]
        extra = {}
        for name, value in self._get_kwargs():
            if name.isidentifier():
                shown.append("%s=%r" % (name, value))
            else:
                extra[name] = value
        if extra:
            shown.append("**%r" % (extra,))
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


def _copy_items(items):
    if items is None:
        return []
    if type(items) is list:
        return items[:]
    import copy
    return copy.copy(items)


# ---------------------------------------------------------------- help text

class _Section(object):
    """A titled block of help: its items render at one more indent level."""

    def __init__(self, formatter, parent, heading=None):
        self.formatter = formatter
        self.parent = parent
        self.heading = heading
        self.items = []

    def format_help(self):
        fmt = self.formatter
        nested = self.parent is not None
        if nested:
            fmt._indent()
        body = fmt._join_parts([func(*args) for func, args in self.items])
        if nested:
            fmt._dedent()
        if not body:
            return ""
        title = ""
        if self.heading is not None and self.heading is not SUPPRESS:
            title = " " * fmt._current_indent + self.heading + ":\n"
        return fmt._join_parts(["\n", title, body, "\n"])


class HelpFormatter(object):
    """Formatter for usage and help messages.

    Only the name of this class and the methods that subclasses commonly
    override (_split_lines, _fill_text, _get_help_string, the default
    metavar getters) are meant to be used from outside.
    """

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_columns() - 2
        self._prog = prog
        self._indent_increment = indent_increment
        self._max_help_position = min(max_help_position, max(width - 20, indent_increment * 2))
        self._width = width
        self._current_indent = 0
        self._level = 0
        self._action_max_length = 0
        self._root_section = _Section(self, None)
        self._current_section = self._root_section

    def _indent(self):
        self._current_indent += self._indent_increment
        self._level += 1

    def _dedent(self):
        self._current_indent -= self._indent_increment
        self._level -= 1

    def _add_item(self, func, args):
        self._current_section.items.append((func, args))

    def start_section(self, heading):
        self._indent()
        section = _Section(self, self._current_section, heading)
        self._add_item(section.format_help, [])
        self._current_section = section

    def end_section(self):
        self._current_section = self._current_section.parent
        self._dedent()

    def add_text(self, text):
        if text is not None and text is not SUPPRESS:
            self._add_item(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._add_item(self._format_usage, [usage, actions, groups, prefix])

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        # The help column is placed after the widest invocation of all
        # sections, so each is measured as it is added.
        widths = [len(self._format_action_invocation(action))]
        for sub in self._iter_indented_subactions(action):
            widths.append(len(self._format_action_invocation(sub)))
        self._action_max_length = max(self._action_max_length, max(widths) + self._current_indent)
        self._add_item(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._root_section.format_help()
        if text:
            text = _BLANK_RUNS.sub("\n\n", text).strip("\n") + "\n"
        return text

    def _join_parts(self, part_strings):
        return "".join([p for p in part_strings if p and p is not SUPPRESS])

    # usage

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = "usage: "
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = "%(prog)s" % dict(prog=self._prog)
        else:
            usage = self._build_usage(actions, groups, prefix)
        return "%s%s\n\n" % (prefix, usage)

    def _build_usage(self, actions, groups, prefix):
        prog = "%(prog)s" % dict(prog=self._prog)
        optionals = [a for a in actions if a.option_strings]
        positionals = [a for a in actions if not a.option_strings]
        whole = self._format_actions_usage(optionals + positionals, groups)
        usage = " ".join([s for s in [prog, whole] if s])
        text_width = self._width - self._current_indent
        if len(prefix) + len(usage) <= text_width:
            return usage
        opt_parts = _USAGE_PART.findall(self._format_actions_usage(optionals, groups))
        pos_parts = _USAGE_PART.findall(self._format_actions_usage(positionals, groups))

        def wrap(parts, indent, first_prefix=None):
            lines, line = [], []
            used = len(first_prefix if first_prefix is not None else indent) - 1
            for part in parts:
                if line and used + 1 + len(part) > text_width:
                    lines.append(indent + " ".join(line))
                    line = []
                    used = len(indent) - 1
                line.append(part)
                used += len(part) + 1
            if line:
                lines.append(indent + " ".join(line))
            if first_prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * text_width:
            # prog is short: the arguments continue beside it
            indent = " " * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = wrap([prog] + opt_parts, indent, prefix)
                lines.extend(wrap(pos_parts, indent))
            elif pos_parts:
                lines = wrap([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            # prog is long: it gets a line of its own
            indent = " " * len(prefix)
            lines = wrap(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = wrap(opt_parts, indent) + wrap(pos_parts, indent)
            lines = [prog] + lines
        return "\n".join(lines)

    def _format_actions_usage(self, actions, groups):
        in_group = set()
        marks = {}

        def mark(index, text):
            marks[index] = marks[index] + " " + text if index in marks else text

        for group in groups:
            if not group._group_actions:
                raise ValueError(f"empty group {group}")
            first = group._group_actions[0]
            if first not in actions:
                continue
            start = actions.index(first)
            end = start + len(group._group_actions)
            if actions[start:end] != group._group_actions:
                continue
            hidden = 0
            for action in group._group_actions:
                in_group.add(action)
                if action.help is SUPPRESS:
                    hidden += 1
            if not group.required:
                mark(start, "[")
                mark(end, "]")
            elif len(group._group_actions) - hidden > 1:
                mark(start, "(")
                mark(end, ")")
            for i in range(start + 1, end):
                marks[i] = "|"

        parts = []
        for i, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if marks.get(i) == "|":
                    del marks[i]
                elif marks.get(i + 1) == "|":
                    del marks[i + 1]
            elif not action.option_strings:
                part = self._format_args(action, self._get_default_metavar_for_positional(action))
                if action in in_group and part[0] == "[" and part[-1] == "]":
                    part = part[1:-1]
                parts.append(part)
            else:
                if action.nargs == 0:
                    part = action.format_usage()
                else:
                    metavar = self._get_default_metavar_for_optional(action)
                    part = "%s %s" % (action.option_strings[0], self._format_args(action, metavar))
                if not action.required and action not in in_group:
                    part = "[%s]" % part
                parts.append(part)
        for i in sorted(marks, reverse=True):
            parts[i:i] = [marks[i]]
        text = " ".join([p for p in parts if p is not None])
        text = _re.sub(r"([\[(]) ", r"\1", text)
        text = _re.sub(r" ([\])])", r"\1", text)
        text = _re.sub(r"[\[(] *[\])]", r"", text)
        return text.strip()

    # text and arguments

    def _format_text(self, text):
        if "%(prog)" in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - self._current_indent, 11)
        return self._fill_text(text, width, " " * self._current_indent) + "\n\n"

    def _format_action(self, action):
        help_position = min(self._action_max_length + 2, self._max_help_position)
        help_width = max(self._width - help_position, 11)
        label_width = help_position - self._current_indent - 2
        label = self._format_action_invocation(action)
        pad = " " * self._current_indent
        first_indent = 0
        if not action.help:
            header = pad + label + "\n"
        elif len(label) <= label_width:
            header = pad + label.ljust(label_width) + "  "
        else:
            header = pad + label + "\n"
            first_indent = help_position
        parts = [header]
        if action.help and action.help.strip():
            text = self._expand_help(action)
            if text:
                lines = self._split_lines(text, help_width)
                parts.append(" " * first_indent + lines[0] + "\n")
                for line in lines[1:]:
                    parts.append(" " * help_position + line + "\n")
        elif not header.endswith("\n"):
            parts.append("\n")
        for sub in self._iter_indented_subactions(action):
            parts.append(self._format_action(sub))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            metavar, = self._metavar_formatter(action, self._get_default_metavar_for_positional(action))(1)
            return metavar
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args = self._format_args(action, self._get_default_metavar_for_optional(action))
        return ", ".join(["%s %s" % (option, args) for option in action.option_strings])

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            result = action.metavar
        elif action.choices is not None:
            result = "{%s}" % ",".join([str(choice) for choice in action.choices])
        else:
            result = default_metavar

        def repeated(count):
            return result if isinstance(result, tuple) else (result,) * count
        return repeated

    def _format_args(self, action, default_metavar):
        metavars = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return "%s" % metavars(1)
        if nargs == OPTIONAL:
            return "[%s]" % metavars(1)
        if nargs == ZERO_OR_MORE:
            names = metavars(1)
            if len(names) == 2:
                return "[%s [%s ...]]" % names
            return "[%s ...]" % names
        if nargs == ONE_OR_MORE:
            return "%s [%s ...]" % metavars(2)
        if nargs == REMAINDER:
            return "..."
        if nargs == PARSER:
            return "%s ..." % metavars(1)
        if nargs == SUPPRESS:
            return ""
        try:
            slots = ["%s" for _ in range(nargs)]
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return " ".join(slots) % metavars(nargs)

    def _expand_help(self, action):
        values = dict(vars(action), prog=self._prog)
        for name in list(values):
            if values[name] is SUPPRESS:
                del values[name]
        for name in list(values):
            if hasattr(values[name], "__name__"):
                values[name] = values[name].__name__
        if values.get("choices") is not None:
            values["choices"] = ", ".join([str(c) for c in values["choices"]])
        return self._get_help_string(action) % values

    def _iter_indented_subactions(self, action):
        subactions = getattr(action, "_get_subactions", None)
        if subactions is None:
            return
        self._indent()
        yield from subactions()
        self._dedent()

    def _split_lines(self, text, width):
        import textwrap
        return textwrap.wrap(_SPACES.sub(" ", text).strip(), width)

    def _fill_text(self, text, width, indent):
        import textwrap
        return textwrap.fill(_SPACES.sub(" ", text).strip(), width,
                             initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Help message formatter which retains any formatting in descriptions."""

    def _fill_text(self, text, width, indent):
        return "".join([indent + line for line in text.splitlines(keepends=True)])


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Help message formatter which retains formatting of all help text."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Help message formatter which adds default values to argument help."""

    def _get_help_string(self, action):
        text = action.help
        if text is None:
            text = ""
        if "%(default)" not in text and action.default is not SUPPRESS:
            if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
                text += " (default: %(default)s)"
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    """Help message formatter which uses the argument 'type' as the default
    metavar value (instead of the argument 'dest')."""

    def _get_default_metavar_for_optional(self, action):
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ---------------------------------------------------------------- errors

def _get_action_name(argument):
    if argument is None:
        return None
    if argument.option_strings:
        return "/".join(argument.option_strings)
    if argument.metavar not in (None, SUPPRESS):
        return argument.metavar
    if argument.dest not in (None, SUPPRESS):
        return argument.dest
    if argument.choices:
        return "{" + ",".join(argument.choices) + "}"
    return None


class ArgumentError(Exception):
    """An error from creating or using an argument (optional or positional).

    The string value of this exception is the message, augmented with
    information about the argument that caused it.
    """

    def __init__(self, argument, message):
        self.argument_name = _get_action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return "%s" % (self.message,)
        return "argument %s: %s" % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """An error from trying to convert a command line string to a type."""


# ---------------------------------------------------------------- actions

class Action(_AttributeHolder):
    """Information about how to convert command line strings to Python objects."""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        names = ["option_strings", "dest", "nargs", "const", "default", "type", "choices",
                 "required", "help", "metavar"]
        return [(name, getattr(self, name)) for name in names]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(".__call__() not defined")


class BooleanOptionalAction(Action):
    """--flag sets True, --no-flag sets False."""

    def __init__(self, option_strings, dest, default=None, type=None, choices=None,
                 required=False, help=None, metavar=None):
        options = []
        for option in option_strings:
            options.append(option)
            if option.startswith("--"):
                options.append("--no-" + option[2:])
        super().__init__(option_strings=options, dest=dest, nargs=0, default=default, type=type,
                         choices=choices, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, not option_string.startswith("--no-"))

    def format_usage(self):
        return " | ".join(self.option_strings)


class _ValueAction(Action):
    """An action that takes its value from the command line (store, append):
    it needs arguments, and a const only as the value of a bare nargs='?'."""

    zero_nargs_message = ""

    def __init__(self, option_strings, dest, nargs=None, const=None, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        if nargs == 0:
            raise ValueError(self.zero_nargs_message)
        if const is not None and nargs != OPTIONAL:
            raise ValueError("nargs must be %r to supply const" % OPTIONAL)
        super().__init__(option_strings=option_strings, dest=dest, nargs=nargs, const=const,
                         default=default, type=type, choices=choices, required=required,
                         help=help, metavar=metavar)


class _StoreAction(_ValueAction):

    zero_nargs_message = ("nargs for store actions must be != 0; if you have nothing to store, "
                          "actions such as store true or store const may be more appropriate")

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=True, default=default,
                         required=required, help=help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, const=False, default=default,
                         required=required, help=help)


class _AppendAction(_ValueAction):

    zero_nargs_message = ("nargs for append actions must be != 0; if arg strings are not "
                          "supplying the value to append, the append const action may be "
                          "more appropriate")

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None, required=False,
                 help=None, metavar=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, const=const,
                         default=default, required=required, help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):

    def __init__(self, option_strings, dest, default=None, required=False, help=None):
        super().__init__(option_strings=option_strings, dest=dest, nargs=0, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (0 if count is None else count) + 1)


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS, help=None):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS, default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0,
                         help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        version = self.version if self.version is not None else getattr(parser, "version", None)
        formatter = parser._get_formatter()
        formatter.add_text(version)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _ExtendAction(_AppendAction):

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class _SubParsersAction(Action):

    class _ChoicesPseudoAction(Action):

        def __init__(self, name, aliases, help):
            metavar = name
            if aliases:
                metavar += " (%s)" % ", ".join(aliases)
            super().__init__(option_strings=[], dest=name, help=help, metavar=metavar)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS, required=False,
                 help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings=option_strings, dest=dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required, help=help,
                         metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get("prog") is None:
            kwargs["prog"] = "%s %s" % (self._prog_prefix, name)
        aliases = kwargs.pop("aliases", ())
        if name in self._name_parser_map:
            raise ArgumentError(self, "conflicting subparser: %s" % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(self, "conflicting subparser alias: %s" % alias)
        if "help" in kwargs:
            self._choices_actions.append(self._ChoicesPseudoAction(name, aliases, kwargs.pop("help")))
        parser = self._parser_class(**kwargs)
        self._name_parser_map[name] = parser
        for alias in aliases:
            self._name_parser_map[alias] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        name, rest = values[0], values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, name)
        sub = self._name_parser_map.get(name)
        if sub is None:
            msg = "unknown parser %r (choices: %s)" % (name, ", ".join(self._name_parser_map))
            raise ArgumentError(self, msg)
        # The subparser's own defaults win over the parent's, so it parses
        # into a fresh namespace that is then copied over.
        subnamespace, rest = sub.parse_known_args(rest, None)
        for key, value in vars(subnamespace).items():
            setattr(namespace, key, value)
        if rest:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(rest)


# ---------------------------------------------------------------- types

class FileType(object):
    """Factory for file objects, for use as the type= of an argument.

    Files are the workspace's (open()); '-' is sys.stdin or sys.stdout.
    """

    def __init__(self, mode="r", bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == "-":
            if "r" in self._mode:
                return _sys.stdin.buffer if "b" in self._mode else _sys.stdin
            if any(c in self._mode for c in "wax"):
                return _sys.stdout.buffer if "b" in self._mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding, self._errors)
        except OSError as e:
            raise ArgumentTypeError("can't open '%s': %s" % (string, e))

    def __repr__(self):
        shown = [repr(a) for a in (self._mode, self._bufsize) if a != -1]
        for name, value in (("encoding", self._encoding), ("errors", self._errors)):
            if value is not None:
                shown.append("%s=%r" % (name, value))
        return "%s(%s)" % (type(self).__name__, ", ".join(shown))


class Namespace(_AttributeHolder):
    """Simple object for storing attributes.

    Implements equality by attribute names and values, and provides a simple
    string representation.
    """

    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__

    __hash__ = None


# ---------------------------------------------------------------- containers

class _ActionsContainer(object):
    """What parsers and argument groups share: adding arguments."""

    def __init__(self, description, prefix_chars, argument_default, conflict_handler):
        super().__init__()
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {}
        for name, cls in (
            (None, _StoreAction), ("store", _StoreAction), ("store_const", _StoreConstAction),
            ("store_true", _StoreTrueAction), ("store_false", _StoreFalseAction),
            ("append", _AppendAction), ("append_const", _AppendConstAction),
            ("count", _CountAction), ("help", _HelpAction), ("version", _VersionAction),
            ("parsers", _SubParsersAction), ("extend", _ExtendAction),
        ):
            self.register("action", name, cls)
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _NEGATIVE_NUMBER
        # a list so that groups share it with their parser
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        """
        add_argument(dest, ..., name=value, ...)
        add_argument(option_string, option_string, ..., name=value, ...)
        """
        if not args or len(args) == 1 and args[0][0] not in self.prefix_chars:
            if args and "dest" in kwargs:
                raise ValueError("dest supplied twice for positional argument")
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if "default" not in kwargs:
            dest = kwargs["dest"]
            if dest in self._defaults:
                kwargs["default"] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs["default"] = self.argument_default
        action_class = self._pop_action_class(kwargs)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get("type", action.type, action.type)
        if not callable(type_func):
            raise ValueError("%r is not callable" % (type_func,))
        if type_func is FileType:
            raise ValueError("%r is a FileType class object, instance of it must be passed" % (type_func,))
        if hasattr(self, "_get_formatter"):
            # formatting the arguments once finds a metavar tuple of the
            # wrong length now rather than at help time
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for option in action.option_strings:
            self._option_string_actions[option] = action
        for option in action.option_strings:
            if _NEGATIVE_NUMBER.match(option) and not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        groups_by_title = {}
        for group in self._action_groups:
            if group.title in groups_by_title:
                raise ValueError("cannot merge actions - two groups are named %r" % (group.title,))
            groups_by_title[group.title] = group
        target = {}
        for group in container._action_groups:
            if group.title not in groups_by_title:
                groups_by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                target[action] = groups_by_title[group.title]
        for group in container._mutually_exclusive_groups:
            mutex = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                target[action] = mutex
        for action in container._actions:
            target.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if "required" in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get("nargs")
        if nargs not in [OPTIONAL, ZERO_OR_MORE]:
            kwargs["required"] = True
        if nargs == ZERO_OR_MORE and "default" not in kwargs:
            kwargs["required"] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        options = []
        long_options = []
        for option in args:
            if not option[0] in self.prefix_chars:
                raise ValueError("invalid option string %r: must start with a character %r"
                                 % (option, self.prefix_chars))
            options.append(option)
            if len(option) > 1 and option[1] in self.prefix_chars:
                long_options.append(option)
        dest = kwargs.pop("dest", None)
        if dest is None:
            source = long_options[0] if long_options else options[0]
            dest = source.lstrip(self.prefix_chars)
            if not dest:
                raise ValueError("dest= is required for options like %r" % (option,))
            dest = dest.replace("-", "_")
        return dict(kwargs, dest=dest, option_strings=options)

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop("action", default)
        return self._registry_get("action", action, action)

    def _get_handler(self):
        handler = getattr(self, "_handle_conflict_%s" % self.conflict_handler, None)
        if handler is None:
            raise ValueError("invalid conflict_resolution value: %r" % self.conflict_handler)
        return handler

    def _check_conflict(self, action):
        clashes = [(option, self._option_string_actions[option])
                   for option in action.option_strings if option in self._option_string_actions]
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, conflicting_actions):
        noun = "string" if len(conflicting_actions) == 1 else "strings"
        names = ", ".join([option for option, _ in conflicting_actions])
        raise ArgumentError(action, "conflicting option %s: %s" % (noun, names))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        for option, old in conflicting_actions:
            old.option_strings.remove(option)
            self._option_string_actions.pop(option, None)
            if not old.option_strings:
                old.container._remove_action(old)


class _ArgumentGroup(_ActionsContainer):

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault("conflict_handler", container.conflict_handler)
        kwargs.setdefault("prefix_chars", container.prefix_chars)
        kwargs.setdefault("argument_default", container.argument_default)
        super().__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        # A group is a view on its parser: the parser's tables, shared.
        self._registries = container._registries
        self._actions = container._actions
        self._option_string_actions = container._option_string_actions
        self._defaults = container._defaults
        self._has_negative_number_optionals = container._has_negative_number_optionals
        self._mutually_exclusive_groups = container._mutually_exclusive_groups

    def _add_action(self, action):
        action = super()._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super()._remove_action(action)
        self._group_actions.remove(action)

    def add_argument_group(self, *args, **kwargs):
        import warnings
        warnings.warn("Nesting argument groups is deprecated.", category=DeprecationWarning, stacklevel=2)
        return super().add_argument_group(*args, **kwargs)


class _MutuallyExclusiveGroup(_ArgumentGroup):

    def __init__(self, container, required=False):
        super().__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)

    def add_mutually_exclusive_group(self, *args, **kwargs):
        import warnings
        warnings.warn("Nesting mutually exclusive groups is deprecated.", category=DeprecationWarning, stacklevel=2)
        return super().add_mutually_exclusive_group(*args, **kwargs)


def _nargs_pattern(action):
    # A regular expression over the argument kinds: A an argument, O an
    # option, - a "--"; group 1 is what the action consumes.
    nargs = action.nargs
    if nargs is None:
        pattern = "(-*A-*)"
    elif nargs == OPTIONAL:
        pattern = "(-*A?-*)"
    elif nargs == ZERO_OR_MORE:
        pattern = "(-*[A-]*)"
    elif nargs == ONE_OR_MORE:
        pattern = "(-*A[A-]*)"
    elif nargs == REMAINDER:
        pattern = "([-AO]*)"
    elif nargs == PARSER:
        pattern = "(-*A[-AO]*)"
    elif nargs == SUPPRESS:
        pattern = "(-*-*)"
    else:
        pattern = "(-*%s-*)" % "-*".join("A" * nargs)
    if action.option_strings:
        # an option's arguments never include "--"
        pattern = pattern.replace("-*", "").replace("-", "")
    return pattern


# ---------------------------------------------------------------- parser

class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Object for parsing command line strings into Python objects."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        super().__init__(description=description, prefix_chars=prefix_chars,
                         argument_default=argument_default, conflict_handler=conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0])
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group("positional arguments")
        self._optionals = self.add_argument_group("options")
        self._subparsers = None

        def identity(string):
            return string
        self.register("type", None, identity)

        if self.add_help:
            dash = "-" if "-" in prefix_chars else prefix_chars[0]
            self.add_argument(dash + "h", dash * 2 + "help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            self._add_container_actions(parent)
            defaults = getattr(parent, "_defaults", None)
            if defaults is not None:
                self._defaults.update(defaults)

    def _get_kwargs(self):
        names = ["prog", "usage", "description", "formatter_class", "conflict_handler", "add_help"]
        return [(name, getattr(self, name)) for name in names]

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error("cannot have multiple subparser arguments")
        kwargs.setdefault("parser_class", type(self))
        if "title" in kwargs or "description" in kwargs:
            title = kwargs.pop("title", "subcommands")
            description = kwargs.pop("description", None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get("prog") is None:
            # the subcommands' prog: this parser's usage without options
            formatter = self._get_formatter()
            formatter.add_usage(self.usage, self._get_positional_actions(),
                                self._mutually_exclusive_groups, "")
            kwargs["prog"] = formatter.format_help().strip()
        parsers_class = self._pop_action_class(kwargs, "parsers")
        action = parsers_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # parsing

    def parse_args(self, args=None, namespace=None):
        namespace, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error("unrecognized arguments: %s" % " ".join(extras))
        return namespace

    def parse_known_args(self, args=None, namespace=None):
        args = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest):
                if action.default is not SUPPRESS:
                    setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def parse_intermixed_args(self, args=None, namespace=None):
        namespace, extras = self.parse_known_intermixed_args(args, namespace)
        if extras:
            self.error("unrecognized arguments: %s" % " ".join(extras))
        return namespace

    def parse_known_intermixed_args(self, args=None, namespace=None):
        # Two passes: the options first, with every positional switched off
        # (nargs and default SUPPRESS), then the positionals over what is
        # left, with the options no longer required.
        positionals = self._get_positional_actions()
        greedy = [a for a in positionals if a.nargs in [PARSER, REMAINDER]]
        if greedy:
            raise TypeError("parse_intermixed_args: positional arg with nargs=%s" % greedy[0].nargs)
        for group in self._mutually_exclusive_groups:
            if any(a in positionals for a in group._group_actions):
                raise TypeError("parse_intermixed_args: positional in mutuallyExclusiveGroup")
        saved_usage = self.usage
        try:
            if self.usage is None:
                # errors of either pass show the whole usage
                self.usage = self.format_usage()[7:]
            saved = [(a, a.nargs, a.default) for a in positionals]
            try:
                for action in positionals:
                    action.nargs = SUPPRESS
                    action.default = SUPPRESS
                namespace, remaining = self.parse_known_args(args, namespace)
                for action in positionals:
                    if hasattr(namespace, action.dest) and getattr(namespace, action.dest) == []:
                        import warnings
                        warnings.warn("Do not expect %s in %s" % (action.dest, namespace))
                        delattr(namespace, action.dest)
            finally:
                for action, nargs, default in saved:
                    action.nargs = nargs
                    action.default = default
            optionals = self._get_optional_actions()
            saved_required = [(a, a.required) for a in optionals]
            saved_groups = [(g, g.required) for g in self._mutually_exclusive_groups]
            try:
                for action in optionals:
                    action.required = False
                for group in self._mutually_exclusive_groups:
                    group.required = False
                namespace, extras = self.parse_known_args(remaining, namespace)
            finally:
                for action, required in saved_required:
                    action.required = required
                for group, required in saved_groups:
                    group.required = required
        finally:
            self.usage = saved_usage
        return namespace, extras

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        return _Scan(self, arg_strings, namespace).run()

    def _read_args_from_files(self, arg_strings):
        expanded = []
        for arg in arg_strings:
            if not arg or arg[0] not in self.fromfile_prefix_chars:
                expanded.append(arg)
                continue
            try:
                with open(arg[1:]) as f:
                    inner = []
                    for line in f.read().splitlines():
                        inner.extend(self.convert_arg_line_to_args(line))
                    expanded.extend(self._read_args_from_files(inner))
            except OSError as err:
                self.error(str(err))
        return expanded

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, arg_strings_pattern):
        found = _re.match(_nargs_pattern(action), arg_strings_pattern)
        if found is None:
            messages = {
                None: "expected one argument",
                OPTIONAL: "expected at most one argument",
                ONE_OR_MORE: "expected at least one argument",
            }
            msg = messages.get(action.nargs)
            if msg is None:
                noun = "argument" if action.nargs == 1 else "arguments"
                msg = "expected %s %s" % (action.nargs, noun)
            raise ArgumentError(action, msg)
        return len(found.group(1))

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        # as many leading actions as can match, dropping them from the end
        for count in range(len(actions), 0, -1):
            pattern = "".join([_nargs_pattern(a) for a in actions[:count]])
            found = _re.match(pattern, arg_strings_pattern)
            if found is not None:
                return [len(g) for g in found.groups()]
        return []

    def _parse_optional(self, arg_string):
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        if arg_string in self._option_string_actions:
            return self._option_string_actions[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if "=" in arg_string:
            option, explicit = arg_string.split("=", 1)
            if option in self._option_string_actions:
                return self._option_string_actions[option], option, explicit
        candidates = self._get_option_tuples(arg_string)
        if len(candidates) > 1:
            names = ", ".join([option for _, option, _ in candidates])
            self.error("ambiguous option: %s could match %s" % (arg_string, names))
        elif len(candidates) == 1:
            return candidates[0]
        if _NEGATIVE_NUMBER.match(arg_string) and not self._has_negative_number_optionals:
            return None
        if " " in arg_string:
            return None
        # an unknown option (a subparser may know it)
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        found = []
        chars = self.prefix_chars
        if option_string[0] in chars and option_string[1] in chars:
            if self.allow_abbrev:
                if "=" in option_string:
                    prefix, explicit = option_string.split("=", 1)
                else:
                    prefix, explicit = option_string, None
                for option, action in self._option_string_actions.items():
                    if option.startswith(prefix):
                        found.append((action, option, explicit))
        elif option_string[0] in chars and option_string[1] not in chars:
            # -xVALUE: a one-letter option glued to its argument
            short, glued = option_string[:2], option_string[2:]
            for option, action in self._option_string_actions.items():
                if option == short:
                    found.append((action, option, glued))
                elif option.startswith(option_string):
                    found.append((action, option, None))
        else:
            self.error("unexpected option string: %s" % option_string)
        return found

    # values

    def _get_values(self, action, arg_strings):
        if action.nargs not in [PARSER, REMAINDER]:
            if "--" in arg_strings:
                arg_strings.remove("--")
        if not arg_strings and action.nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif not arg_strings and action.nargs == ZERO_OR_MORE and not action.option_strings:
            value = action.default if action.default is not None else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and action.nargs in [None, OPTIONAL]:
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif action.nargs == REMAINDER:
            value = [self._get_value(action, v) for v in arg_strings]
        elif action.nargs == PARSER:
            value = [self._get_value(action, v) for v in arg_strings]
            self._check_value(action, value[0])
        elif action.nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, v) for v in arg_strings]
            for v in value:
                self._check_value(action, v)
        return value

    def _get_value(self, action, arg_string):
        convert = self._registry_get("type", action.type, action.type)
        if not callable(convert):
            raise ArgumentError(action, "%r is not callable" % (convert,))
        try:
            return convert(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, "__name__", repr(action.type))
            raise ArgumentError(action, "invalid %s value: %r" % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, choices))

    # help

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def print_usage(self, file=None):
        self._print_message(self.format_usage(), _sys.stdout if file is None else file)

    def print_help(self, file=None):
        self._print_message(self.format_help(), _sys.stdout if file is None else file)

    def _print_message(self, message, file=None):
        if message:
            try:
                (file or _sys.stderr).write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """error(message: string)

        Prints a usage message incorporating the message to stderr and
        exits.

        If you override this in a subclass, it should not return -- it
        should either exit or raise an exception.
        """
        self.print_usage(_sys.stderr)
        self.exit(2, "%s: error: %s\n" % (self.prog, message))


class _Scan(object):
    """One pass of a parser over a list of argument strings.

    Every string is classified first (O an option, A an argument, - the
    "--" and A for all after it); positionals then take the longest run of
    arguments their nargs allow, alternating with the options.
    """

    def __init__(self, parser, arg_strings, namespace):
        self.parser = parser
        self.args = arg_strings
        self.namespace = namespace
        self.options = {}  # index -> (action, option string, explicit arg)
        kinds = []
        for i, arg in enumerate(arg_strings):
            if arg == "--":
                kinds.append("-")
                kinds.extend("A" * (len(arg_strings) - i - 1))
                break
            found = parser._parse_optional(arg)
            if found is None:
                kinds.append("A")
            else:
                self.options[i] = found
                kinds.append("O")
        self.kinds = "".join(kinds)
        self.conflicts = {}
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for i, action in enumerate(members):
                self.conflicts.setdefault(action, []).extend(members[:i] + members[i + 1:])
        self.seen = set()
        self.seen_non_default = set()
        self.extras = []
        self.positionals = parser._get_positional_actions()

    def take(self, action, strings, option_string=None):
        self.seen.add(action)
        values = self.parser._get_values(action, strings)
        # an action that only produced its default does not count as given
        if values is not action.default:
            self.seen_non_default.add(action)
            for other in self.conflicts.get(action, []):
                if other in self.seen_non_default:
                    raise ArgumentError(action, "not allowed with argument %s" % _get_action_name(other))
        if values is not SUPPRESS:
            action(self.parser, self.namespace, values, option_string)

    def consume_optional(self, index):
        action, option, explicit = self.options[index]
        chars = self.parser.prefix_chars
        todo = []
        while True:
            if action is None:
                self.extras.append(self.args[index])
                return index + 1
            if explicit is None:
                start = index + 1
                count = self.parser._match_argument(action, self.kinds[start:])
                stop = start + count
                todo.append((action, self.args[start:stop], option))
                break
            count = self.parser._match_argument(action, "A")
            if count == 0 and option[1] not in chars and explicit != "":
                # -xyz: flags glued together, each one letter
                todo.append((action, [], option))
                option = option[0] + explicit[0]
                rest = explicit[1:] or None
                if option not in self.parser._option_string_actions:
                    raise ArgumentError(action, "ignored explicit argument %r" % explicit)
                action = self.parser._option_string_actions[option]
                explicit = rest
            elif count == 1:
                stop = index + 1
                todo.append((action, [explicit], option))
                break
            else:
                raise ArgumentError(action, "ignored explicit argument %r" % explicit)
        for action, strings, option in todo:
            self.take(action, strings, option)
        return stop

    def consume_positionals(self, index):
        counts = self.parser._match_arguments_partial(self.positionals, self.kinds[index:])
        for action, count in zip(self.positionals, counts):
            strings = self.args[index:index + count]
            index += count
            self.take(action, strings)
        self.positionals[:] = self.positionals[len(counts):]
        return index

    def run(self):
        parser = self.parser
        index = 0
        last_option = max(self.options) if self.options else -1
        while index <= last_option:
            next_option = min([i for i in self.options if i >= index])
            if index != next_option:
                stop = self.consume_positionals(index)
                if stop > index:
                    index = stop
                    continue
                index = stop
            if index not in self.options:
                self.extras.extend(self.args[index:next_option])
                index = next_option
            index = self.consume_optional(index)
        stop = self.consume_positionals(index)
        self.extras.extend(self.args[stop:])

        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_get_action_name(action))
            elif (action.default is not None and isinstance(action.default, str)
                  and hasattr(self.namespace, action.dest)
                  and action.default is getattr(self.namespace, action.dest)):
                # a string default goes through type= once, only when unused
                setattr(self.namespace, action.dest, parser._get_value(action, action.default))
        if missing:
            parser.error("the following arguments are required: %s" % ", ".join(missing))
        for group in parser._mutually_exclusive_groups:
            if group.required and not any(a in self.seen_non_default for a in group._group_actions):
                names = [_get_action_name(a) for a in group._group_actions if a.help is not SUPPRESS]
                parser.error("one of the arguments %s is required" % " ".join(names))
        return self.namespace, self.extras
