package py

// compCellSlots returns the frame slots of an inlined comprehension's own
// variables that nested closures capture. Each run of the comprehension
// gets fresh cells for them, as CPython creates them when the comprehension
// starts: a module frame creates no cells at entry, and closures made by
// two runs of the same comprehension must not share a cell.
func compCellSlots(cs *scope) []int {
	var slots []int
	for _, y := range cs.order {
		if y.kind == symCell && y.slot >= 0 {
			slots = append(slots, y.slot)
		}
	}
	return slots
}
