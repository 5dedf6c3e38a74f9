package stdlib

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/calendar"
	"github.com/mcpython/mcpython/interp/stdlib/csv"
	"github.com/mcpython/mcpython/interp/stdlib/datetime"
	iomod "github.com/mcpython/mcpython/interp/stdlib/io"
	timemod "github.com/mcpython/mcpython/interp/stdlib/time"
)

// groupTime returns the modules datetime, time, calendar, csv and io.
func groupTime() []*py.ModuleDef {
	return []*py.ModuleDef{
		datetime.Module,
		timemod.Module,
		calendar.Module,
		iomod.Module,
		csv.CoreModule,
		csv.Module,
	}
}
