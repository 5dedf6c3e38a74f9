package main

import "syscall"

// maxRSSBytes converts ru_maxrss, which Linux reports in KiB.
func maxRSSBytes(ru *syscall.Rusage) int64 { return ru.Maxrss * 1024 }
