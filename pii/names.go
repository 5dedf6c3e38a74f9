package pii

import (
	_ "embed"
	"strings"
)

// names.txt is written by hand; names_more.txt is generated from a
// maintained name data set (pii/internal/gennames).
var (
	//go:embed names.txt
	namesFile string
	//go:embed names_more.txt
	moreNamesFile string
	//go:embed surnames.txt
	surnamesFile string
	//go:embed places.txt
	placesFile string
)

// givenNames parses the bundled lists into a set of lower-case names. A
// generated name that is one of our cue or stop words ("Iban", "Art") is
// left out: the word means that far more often in the texts we see.
func givenNames(cues map[string]cueSet, stops map[string]bool) map[string]bool {
	m := map[string]bool{}
	for i, file := range []string{namesFile, moreNamesFile} {
		for _, line := range strings.Split(file, "\n") {
			if strings.HasPrefix(line, "#") {
				continue
			}
			for _, n := range strings.Fields(line) {
				low := strings.ToLower(n)
				if i > 0 && (cues[low] != 0 || stops[low]) {
					continue
				}
				m[low] = true
			}
		}
	}
	return m
}

// nameStopWords are capitalised words that follow name cues ("Dear Sir",
// "Hi Team", "from Monday") or given names ("Grace Period") but are not
// names. Stored lower-case.
func nameStopWords() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		sir madam madame sirs all everyone everybody team teams folks guys friends colleagues there world
		customer customers client clients user users member members valued support service services
		admin administrator manager management sales billing hr it ops devops security staff partner partners
		the this that these those there here a an and or but if then so as at in on of for to from by with
		i we you he she they it my our your his her their its me us them
		yes no ok okay please thanks thank regards best kind sincerely cheers hello hi hey dear good morning
		afternoon evening night day week weekend today tomorrow yesterday
		monday tuesday wednesday thursday friday saturday sunday
		january february march april may june july august september october november december
		street st road rd avenue ave lane drive way court place boulevard square
		inc ltd llc gmbh ag sa corp co company bank group holdings limited plc
		order invoice account card visa mastercard amex payment ticket case issue bug error warning
		python java go rust docker kubernetes linux windows macos ios android google apple microsoft amazon
		aws azure github gitlab slack stripe openai anthropic chrome firefox safari mozilla
		english german french spanish italian dutch indian japanese chinese american british european
		new old north south east west central national international global
		mr mrs ms miss dr prof mx herr frau sr sra srta mme mlle dhr mevr sig sigra don doña
		name id number email phone address date birth
		main default primary secondary test tests root local master prod production staging development dev debug
		release app application server database db web api sandbox demo sample
		login password passwd role grant select insert delete where table values null key create alter drop
		ihr ihre ihren ihrem ihrer unser unsere euer eure mein meine dein deine eine einen einem einer
		votre notre sus nuestro nuestra vuestro vuestra
		kolleginnen kollegen kollegin kollege freunde damen herren compañeros compañeras collègues amis
		wi-fi wifi wlan lan wan vpn network netzwerk réseau
		dott ssa avv ing grüße grüsse gruß gruss mieterinnen mieter bewohner bewohnerinnen nachbarn
		can could would should do does did what why how when who where which is are was were have has had let just
		mum mom mummy mommy dad daddy mama mamma mamá maman mutti papa papà papá papi vati oma opa nan nana
		grandma grandpa granny gran abuela abuelo abuelita mémé pépé mamie papy tía tío tante onkel auntie uncle
		parents guardians carers family familie famille familia parent guardian carer
		monsieur messieurs mesdames
		yeah yep yup nope nah sorry oh hmm um uh wow oops
		manifest vlan status work individual keep house dashboard recruiting gastroenterologist kunde kunden
		rückruf publishable twelfth easter it's personalnr personalnummer
		facilities reception accounts finance legal procurement payroll housekeeping maintenance logistics
		consultant registrar nurse doctor physician surgeon neurologist haematologist hematologist cardiologist
		geriatrician oncologist radiologist dermatologist orthopaedics orthopedics radiology pharmacy cardiology
		neurology oncology paediatrics pediatrics geriatrics
		labels label room rooms scrum
	`) {
		m[w] = true
	}
	return m
}
