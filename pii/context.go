package pii

import "strings"

// cueSet is a set of context cues: words near a candidate that make one
// entity type more or less likely.
type cueSet uint32

const (
	cuePhone cueSet = 1 << iota
	cueCard
	cueSSN
	cueBirth
	cuePassport
	cueSecret
	cueIBAN
	cueIP
	cueVersion // version, build, firmware: a dotted quad is not an address
	cueNotNum  // order, invoice, isbn, tracking...: a number is an identifier
	cueName
	cueAddress
	cueEmail
	cuePassword // a column of passwords: "username,password"
	cueCode     // sku, part, model, order, tracking...: the word labels a code, never a phone
)

// cueWordList maps a lower-case word to the cues it carries. Words are cut at
// non-letters and at camelCase humps, so "dateOfBirth", "date_of_birth" and
// "Date of birth" all yield "birth".
func cueWordList() map[string]cueSet {
	m := map[string]cueSet{}
	add := func(c cueSet, words ...string) {
		for _, w := range words {
			m[w] |= c
		}
	}
	add(cuePhone, "phone", "phones", "tel", "telephone", "telefon", "telefono", "teléfono", "telefoon", "tél",
		"téléphone", "mobile", "mobil", "mob", "cell", "cellphone", "cellular", "call", "called", "calling", "fax",
		"whatsapp", "sms", "ring", "handy", "portable", "móvil", "movil", "cellulare", "dial", "landline", "ph",
		"contact", "reach", "tlf", "hotline", "callback", "phonenumber", "contacto", "kontakt",
		// Portuguese: "vai ligar para o 912 …", "telemóvel 93 …"
		"ligar", "liga", "ligue", "telemóvel", "telemovel", "telefone",
		"whats", // "WhatsApp" is read as two words at its hump
		"erreichen", "erreichbar", "joindre", "llamar", "llámame", "anrufen", "rufnummer", "durchwahl",
		// calling in the other languages, inflected: "rappelez Mme X au …", "ruft unter … zurück", "llámenos al …"
		"appelle", "appelez", "appeler", "appelé", "appelée", "rappelle", "rappelez", "rappeler", "rappelé",
		"rappelée", "joignable", "ruf", "ruft", "rufen", "rufe", "anruf", "rückruf", "zurückrufen", "llama",
		"llame", "llámenos", "llámeme", "llamó", "llamada", "llamadas", "rang", "phoned", "texted", "caller", "bel", "bellen", "電話",
		// "the front desk is 0711-482-3301"; a landline: "das Festnetz 089 …", "le fixe 04 …"
		"desk", "voicemail", "festnetz", "festnetznummer", "fixe", "fijo",
		// contact details as one German word: "meine Kontaktdaten: 0151 …"
		"kontaktdaten", "kontaktnummer", "handynummer", "mobilnummer", "telefonnummer",
		// "Text me on 07911 …", "il mio numero diretto è 02 …", "privat 0171 …" after an office number
		"text", "txt", "diretto", "diretta", "privat",
		"bizum", // Spain's payments by phone number: "mi Bizum: 622 …"
		// contacting in the future tense: "Un expert vous contactera au 06 …"
		"contactera", "contacteront", "contacter", "contactará", "contactarán", "kontaktiert", "kontaktieren")
	add(cueCard, "card", "cards", "credit", "debit", "visa", "mastercard", "amex", "discover", "jcb", "diners",
		"cc", "pan", "payment", "paid", "charged", "kreditkarte", "carte", "tarjeta", "carta", "creditcard")
	add(cueSSN, "ssn", "ssns", "social", "security", "ss", "ssa", "taxpayer")
	add(cueBirth, "born", "birth", "birthday", "birthdate", "dob", "bday", "geboren", "geb", "geburtsdatum",
		"geburtstag", "naissance", "né", "née", "nacimiento", "nascita", "nato", "nata", "geboortedatum",
		"geboren", "nacido", "nacida", "fødselsdato",
		"ur", "urodzony", "urodzona", "urodzenia") // Polish: "ur. 04.07.1963", "data urodzenia"
	add(cuePassport, "ppt", // an airline's abbreviation: "PAX 1: … PPT 533817206"
		"passport", "passports", "reisepass", "passeport", "pasaporte", "passaporto", "paspoort",
		"passnummer", "reisepassnummer", "pass")
	add(cueSecret, "secret", "aws", "password", "credentials", "credential", "key", "token")
	add(cueIBAN, "iban", "account", "bank", "transfer", "sepa", "bic", "swift", "konto", "rekening", "wire")
	add(cueIP, "ip", "ipv4", "ipv6", "addr", "address", "host", "client", "remote", "src", "dst", "peer",
		"server", "gateway", "dns", "proxy", "subnet", "from", "connection", "login", "ping", "ssh", "connect",
		"connected", "connecting", "blocked", "banned", "allowlist", "whitelist", "blacklist", "denylist",
		"firewall", "origin", "source", "vpn", "nat", "traceroute", "nslookup", "telnet", "attacker", "visitor",
		"geo", "geolocation", "resolver", "resolves", "resolved", "router", "rdp", "sshd", "nginx", "apache",
		"access", "requests", "request", "hostname", "endpoint", "public", "private", "lan", "wan", "wifi",
		// plurals and other languages: "hosts 10.0.0.12 and 10.0.0.13"
		"hosts", "servers", "addresses", "ips", "clients", "gateways", "routers", "proxies", "peers", "endpoints",
		"hostnames", "adresse", "adressen", "dirección", "direccion", "servidor", "serveur",
		"cortafuegos", "pare", // "pare-feu" is read as two words at its dash
		// a firewall rule's ends: "Quelle: 93.131.77.240", "origen: …"
		"quelle", "origen", "destino")
	add(cueVersion, "version", "versions", "ver", "v", "build", "firmware", "fw", "release", "released", "rev",
		"revision", "sdk", "kernel", "patch", "oid", "semver", "bump", "bumped", "upgrade", "upgraded",
		"downgrade", "tag", "changelog", "api", "protocol", "schema", "edition", "update", "updated",
		// document structure: "section 4.2.1.3" is not an address either
		"section", "sections", "sec", "clause", "clauses", "chapter", "article", "art", "requirement", "req",
		"step", "steps", "anforderung", "requisito", "exigence", "errata", "paragraph", "para", "appendix", "annex", "rfc", "abschnitt", "kapitel",
		"ziffer", "absatz", "artikel", "chapitre", "paragraphe", "annexe", "artículo", "articulo", "sección",
		"seccion", "apartado", "capítulo", "capitulo", "item", "items", "figure", "fig", "listing", "equation",
		"norm", "norme", "norma", // a standard's clause: "Norm 4.10.3.1"
		"table", "tabelle", "tableau", "tabla", "anhang", "anlage", "abbildung", "abb", "anexo", "figura",
		"handbook", "manual", "spec", "specification", "guideline", "guidelines",
		"eq", "room", "raum", "zimmer", "salle",
		"punto", "punkt", "point", "regla", "règle", "regel", "rule", "pinned", "installed", "plugin", "driver",
		"package", "library", "module", "bootloader", "agent",
		"installiert", "installé", "installée", "instalado", "instalada", "eingespielt", // "ist jetzt 23.8.2.15 installiert"
		// updating and staying on a release in the other languages: "actualizar a 7.1.3.22", "bei 6.0.2.18 bleiben"
		"actualizar", "actualizado", "actualizada", "actualicé", "actualización", "aktualisiert", "aktualisieren",
		"updaten", "geupdatet", "bleiben", "stick", "rester", "quedarse",
		// release talk: "rolled back to 12.1.0.3", "shows 7.14.2.204 as the latest"
		"rollback", "rolled", "latest", "newest", "hotfix", "nightly", "flash", "flashed", "flashing",
		"position", "grid", "coordinate", "coordinates", "coords", "latitude", "longitude", "lat", "lon",
		// support talk and inflections: "still supported", "baseband 2.1.44", "fixes login loop";
		// words as common beside hosts ("app", "software", "minimum") are left out
		"softwarestand", "baseband", "supported", "unsupported", "deprecated", "fixes", "mindestversion",
		"versión", "versionen", "versiones")
	add(cueNotNum, "order", "orders", "invoice", "inv", "isbn", "tracking", "sku", "ref", "reference", "serial",
		"po", "ticket", "txn", "transaction", "id", "ids", "zip", "postcode", "amount", "total", "price", "qty",
		"quantity", "port", "pid", "timestamp", "epoch", "ts", "hash", "checksum", "ean", "upc", "gtin", "batch",
		"lot", "part", "pn", "imei", "build", "version", "issue", "pr", "commit", "bytes", "size", "count", "row",
		"rows", "line", "item", "case", "shipment", "parcel", "booking", "confirmation", "record", "user", "uid",
		"customer", "cust", "acct", "member",
		// product codes: "SKU 200-455-7821", "Ersatzteil-Nr. 0986-494-124"
		"serial", "sn", "model", "catalogue", "catalog", "product", "products", "asin", "mpn", "partno",
		"ersatzteil", "teil", "teilenummer", "artikel", "artikelnummer", "bestellnummer", "produit", "référence",
		"referencia", "código", "codigo", "producto", "articolo", "codice", "artikelnr", "stock", "variant",
		"meter", "reading", "contract", "policy", "vertrag", "vertragsnummer", "contrat", "contrato", "zähler",
		// hardware and stock: "cartridge 0123-4567-8901", "asset tag 0207 946 0958"
		"cartridge", "kit", "component", "components", "board", "adapter", "asset", "inventory", "spare",
		"replacement", "accessory", "bauteil", "pièce", "pieza", "ricambio",
		"voucher", "coupon", "membership", "loyalty", "gutschein", "bon", "cupón", "cupon",
		// orders and case files: "Auftragsnummer 300 441 2789", "reorder 0452-118-993"
		"reorder", "reordered", "restock", "auftrag", "auftragsnummer", "auftragsnr", "bestellung", "bestellt",
		"kundennummer", "rechnungsnummer", "commande", "dossier", "expediente", "pedido",
		// insurance and warranty claims: "Claim number 0410-338-2290"
		"claim", "claims", "schadennummer", "sinistre", "siniestro",
		// makers' references, delivery and return papers, quotes, runs
		"réf", "fabricante", "hersteller", "fabricant", "manufacturer", "mfr", "oem", "artículo", "articulo",
		"article", "lieferschein", "delivery", "return", "returns", "rma", "quote", "angebot", "devis",
		"presupuesto", "chargennummer", "chargennr", "chargen", "pipeline", "job", "run",
		// successors, assemblies, accounts and cost centres
		"successor", "predecessor", "nachfolger", "vorgänger", "remplaçant", "sustituto", "assembly",
		"connector", "account", "konto", "compte", "cuenta", "kostenstelle", "centre", "center",
		// the same words inflected and in the other languages: "El modelo 612-448-731", "SAP material"
		"models", "modelo", "modelos", "modèle", "modèles", "modell", "modelle", "material", "materials",
		"materialnummer", "parts", "teile", "pièces", "piezas", "references", "références", "referencias",
		"articles", "artículos", "articulos", "skus", "serials", "trim", "series", "serie", "série",
		"rechnung", "rechnungen", "facture", "factures", "factura", "facturas", "invoices", "beleg", "quittung",
		// parcels, barcodes and tracking in the other languages: "Le colis …", "Numéro de suivi : …"
		"barcode", "strichcode", "colis", "suivi", "paket", "sendung", "sendungsnummer", "paquete", "bulto",
		"seguimiento", "envío", "envio",
		// measures and counts: "retries 0123 4567 89", "BMI …", "exit code …"
		"retries", "retry", "attempts", "tries", "errors", "exit", "status", "stream", "score", "bmi", "weight",
		"height", "width", "length", "depth", "offset", "angle", "temperature", "speed", "rate", "ratio",
		"duration", "timeout", "limit", "threshold", "capacity", "volume", "gewicht", "höhe", "breite", "länge",
		"tiefe", "versuche", "fehler", "poids", "hauteur", "largeur", "longueur", "tentatives", "erreurs", "peso",
		"altura", "anchura", "longitud", "intentos", "errores")
	// the words that name a product, order or parcel code when they label a
	// number directly (wordLabel); a subset of cueNotNum without the words
	// that label phone numbers too ("line", "customer", "center", "contact")
	add(cueCode, "sku", "skus", "art", "part", "pn", "partno", "model", "ref", "réf", "reference", "referencia",
		"référence", "serial", "sn", "order", "invoice", "ticket", "tracking", "ersatzteil", "teil", "teilenummer",
		"artikel", "artikelnummer", "artikelnr", "bestellnummer", "produit", "código", "codigo", "producto",
		"ean", "upc", "gtin", "asin", "mpn", "lot", "batch", "isbn", "commande", "pedido", "modelo", "modèle",
		"modell", "pieza", "pièce", "ricambio", "recambio", "repuesto", "codice", "articolo", "sendungsnummer",
		"colis", "suivi", "seguimiento", "rma", "materialnummer",
		"cheque", "chèque", "scheck", "kundenkarte", "bonuskarte", "kundennummer", "kundennr", "mitgliedsnummer",
		"socio", "membership", "item", "artículo", "articulo", "article",
		// catalogues, rating plates, pallets and racks: "Cat. no. X", "Typenschild: X" ("label" is
		// no such word: "Phone on the label: X")
		"cat", "catalogue", "catalog", "gerätenummer", "typenschild", "seriennummer", "pallet", "rack",
		// company and tax numbers: "SIRET 732 829 320 00074", "NIF B-12345678"
		"siret", "siren", "nif", "cif", "vat", "tva", "ust", "steuernummer", "ustid")
	add(cueNotNum, "recambio", "repuesto", "cheque", "chèque", "scheck", "kundenkarte", "bonuskarte")
	add(cueName, "name", "names", "fullname", "firstname", "lastname", "surname", "nombre", "nom", "vorname",
		"nachname", "nome", "cognome", "naam", "contact", "customer", "client", "patient", "employee", "owner",
		"holder", "cardholder", "author", "recipient", "sender", "applicant", "user", "assignee", "reporter")
	add(cueAddress, "address", "addr", "street", "adresse", "dirección", "direccion", "indirizzo", "adres",
		"shipping", "billing", "mailing", "residence", "lives", "located",
		// German compounds and the other languages: "an meine Privatadresse", "neue Anschrift:"
		"anschrift", "privatadresse", "wohnadresse", "lieferadresse", "rechnungsadresse", "postanschrift",
		"morada", "domicile", "domicilio", "adresa", "bezorgadres", "woonadres", "postadres")
	add(cueEmail, "email", "mail", "e", "mailto")
	add(cuePassword, "password", "passwort", "passwd", "pwd", "pw", "pass", "kennwort", "contraseña", "contrasena",
		"mdp", "passphrase", "passcode")
	return m
}

// maxCueWord bounds the words looked up; longer words carry no cue.
const maxCueWord = 24

// cuesIn returns the cues of the words wholly inside text[from:to]; a word
// cut by from is skipped, so a window never reads "ephone" as a cue.
func (d *Detector) cuesIn(text string, from, to int) cueSet {
	from, to = max(from, 0), min(to, len(text))
	i := from
	if i > 0 && i < to && isCueLetter(text[i-1]) {
		for i < to && isCueLetter(text[i]) {
			i++
		}
	}
	var set cueSet
	var buf [maxCueWord]byte
	for i < to {
		if !isCueLetter(text[i]) {
			i++
			continue
		}
		j, n, long := i, 0, false
		for j < to && isCueLetter(text[j]) {
			// A lower-to-upper hump ends a camelCase word.
			if j > i && isUpper(text[j]) && isLower(text[j-1]) {
				break
			}
			if n < maxCueWord {
				buf[n] = lower(text[j])
				n++
			} else {
				long = true
			}
			j++
		}
		if !long {
			set |= d.cueOf(buf[:n])
		}
		i = j
	}
	return set
}

func isCueLetter(c byte) bool { return isAlpha(c) || c >= 0x80 }

// inflections are plural and case endings of English, German, French and
// Spanish nouns, tried off a word that is not in the cue list as written
// ("lines", "Rechnungen", "Teile", "pedidos"), so that the list holds each
// word once. Short words keep their ending: "lane" is no "lan".
var inflections = []struct {
	suffix string
	minLen int
}{{"es", 5}, {"s", 4}, {"en", 6}, {"n", 6}, {"e", 6}}

// cueOf returns the cues of a lower-case word, or of the word without an
// inflection ending.
func (d *Detector) cueOf(w []byte) cueSet {
	if d.cueWords.has(w) {
		if c, ok := d.cues[string(w)]; ok {
			return c
		}
	}
	for _, in := range inflections {
		n := len(w) - len(in.suffix)
		if len(w) >= in.minLen && string(w[n:]) == in.suffix && d.cueWords.has(w[:n]) {
			if c, ok := d.cues[string(w[:n])]; ok {
				return c
			}
		}
	}
	return 0
}

// Context windows, in bytes: cues before a candidate reach further than cues
// after it ("Phone: ..." is common, "... (mobile)" is short).
const (
	ctxBefore = 48
	ctxAfter  = 24
	ctxNear   = 20
)

// context returns the cues around text[start:end], including the cues of the
// column header above it when the span sits in a delimited table.
func (s *scan) context(start, end int) cueSet {
	return s.d.cuesIn(s.text, start-ctxBefore, start) | s.d.cuesIn(s.text, end, end+ctxAfter) | s.columnCues(start)
}

// labelBefore returns the cues of the words that label the value at start
// directly: on its line and in its cell or clause ("Serial: X", "Part
// number X"), not a neighbouring CSV cell ("PO-27692,Hans Brown,X").
func (s *scan) labelBefore(start int) cueSet {
	from := max(0, start-ctxNear)
	if k := strings.LastIndexAny(s.text[from:start], ",;|\t\n"); k >= 0 {
		from += k + 1
	}
	return s.d.cuesIn(s.text, from, start)
}

// labelCopulas link a label to its value like a colon.
var labelCopulas = map[string]bool{"is": true, "ist": true, "est": true, "es": true, "lautet": true, "are": true,
	"sind": true, "sont": true, "son": true}

// labelLine returns the cues of a label that ends in a colon right before
// start, read back to the start of its line or clause (at most ctxBefore
// bytes): "Referencia del fabricante: X", where the telling word is further
// back than nearBefore reads.
func (s *scan) labelLine(start int) cueSet {
	t := s.text
	p := start
	for p > 0 && start-p < 3 && t[p-1] == ' ' {
		p--
	}
	if p == 0 {
		return 0
	}
	if t[p-1] != ':' {
		// a copula works as the colon: "La référence fournisseur est X"
		k := strings.LastIndexByte(t[max(0, p-8):p], ' ')
		if k < 0 || !labelCopulas[strings.ToLower(t[max(0, p-8)+k+1:p])] {
			return 0
		}
		p = max(0, p-8) + k
	}
	from := max(0, p-ctxBefore)
	if k := strings.LastIndexAny(t[from:p], ".;|\t\n"); k >= 0 {
		from += k + 1
	}
	return s.d.cuesIn(t, from, p)
}

// nearBefore returns the cues just before start; negative cues ("order",
// "isbn") only count when they label the number directly.
func (s *scan) nearBefore(start int) cueSet {
	from := start - ctxNear
	col := s.columnCues(start)
	if col != 0 {
		// in a table the column names the cell: the header's last name or
		// the row above is not its label ("hostname,ip,mac,fw\nap,10.8.0.31")
		from = max(from, lineStart(s.text, start))
	}
	return s.d.cuesIn(s.text, from, start) | col
}
