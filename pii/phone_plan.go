package pii

// nsnRange is the length range of national significant numbers (the digits
// after the country calling code) in one numbering plan.
type nsnRange struct{ min, max int }

// nsnLength gives the national number lengths of the plans we know well; a
// calling code missing here is checked only against E.164's overall limit.
func nsnLength(cc string) (nsnRange, bool) {
	switch cc {
	case "1": // US, Canada and the rest of NANP
		return nsnRange{10, 10}, true
	case "44": // United Kingdom
		return nsnRange{9, 10}, true
	case "49": // Germany
		return nsnRange{6, 13}, true
	case "33", "34", "31", "61", "41", "48", "351", "56", "27", "966", "380": // FR ES NL AU CH PL PT CL ZA SA UA
		return nsnRange{9, 9}, true
	case "39": // Italy
		return nsnRange{6, 11}, true
	case "91", "7", "52", "90", "92", "63", "57", "54", "30": // IN RU MX TR PK PH CO AR GR
		return nsnRange{10, 10}, true
	case "55": // Brazil
		return nsnRange{10, 11}, true
	case "81": // Japan
		return nsnRange{9, 10}, true
	case "86": // China
		return nsnRange{10, 11}, true
	case "353", "46": // Ireland, Sweden
		return nsnRange{7, 10}, true
	case "43": // Austria
		return nsnRange{4, 13}, true
	case "32", "36", "972", "971", "66", "51": // BE HU IL AE TH PE
		return nsnRange{8, 9}, true
	case "45", "47", "65": // DK NO SG
		return nsnRange{8, 8}, true
	case "64", "82", "84", "20": // NZ KR VN EG
		return nsnRange{8, 10}, true
	case "358": // Finland
		return nsnRange{5, 12}, true
	case "62": // Indonesia
		return nsnRange{9, 12}, true
	case "234": // Nigeria
		return nsnRange{8, 10}, true
	case "420": // Czechia
		return nsnRange{9, 9}, true
	}
	return nsnRange{}, false
}

// isCallingCode reports whether cc is an assigned ITU country calling code.
// Calling codes are prefix-free, so the first match of 1, 2 or 3 digits is
// the code.
func isCallingCode(cc string) bool {
	v := 0
	for i := 0; i < len(cc); i++ {
		v = v*10 + int(cc[i]-'0')
	}
	switch len(cc) {
	case 1:
		return v == 1 || v == 7
	case 2:
		switch v {
		case 20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56, 57, 58,
			60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98:
			return true
		}
	case 3:
		switch {
		case v >= 211 && v <= 218, v >= 220 && v <= 258, v >= 260 && v <= 269, v >= 290 && v <= 299,
			v >= 350 && v <= 359, v >= 370 && v <= 389, v >= 420 && v <= 423, v >= 500 && v <= 509,
			v >= 590 && v <= 599, v >= 670 && v <= 692, v == 800, v == 808, v == 850, v >= 852 && v <= 856,
			v == 870, v == 878, v == 880, v == 881, v == 882, v == 883, v == 886, v == 888,
			v >= 960 && v <= 968, v >= 970 && v <= 979, v >= 992 && v <= 998:
			return true
		}
	}
	return false
}

// splitCallingCode splits international digits into code and national part.
func splitCallingCode(d []byte) (cc, nsn string, ok bool) {
	for k := 1; k <= 3 && k < len(d); k++ {
		if isCallingCode(string(d[:k])) {
			return string(d[:k]), string(d[k:]), true
		}
	}
	return "", "", false
}
