package main

import "syscall"

// maxRSSBytes returns ru_maxrss, which macOS reports in bytes.
func maxRSSBytes(ru *syscall.Rusage) int64 { return ru.Maxrss }
