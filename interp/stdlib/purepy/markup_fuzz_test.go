package purepy_test

import "testing"

// The markup parsers written in Python (html.parser, and the XML tokenizer
// behind xml.etree.ElementTree) get arbitrary text, whole and byte by byte:
// each must end in events, a tree or its own ParseError, never another
// exception, an internal error or a hang.

func FuzzHTMLParser(f *testing.F) {
	for _, s := range []string{
		"<!DOCTYPE html><p class=x id='y'>a &amp; b<br/></p><!-- c -->",
		"<script>if (a < b) { x = '</p>'; }</script><style>p>a{}</style>",
		"<a href=\"x\"b=c d><![CDATA[z]]><![if !IE]><?pi x><!x>",
		"&#65;&#x42;&nbsp;&bogus; &#; < p></ p></>",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `from html.parser import HTMLParser
class P(HTMLParser):
    def handle_starttag(self, tag, attrs): self.get_starttag_text()
for conv in (True, False):
    for pieces in ([data], list(data)):
        p = P(convert_charrefs=conv)
        try:
            for piece in pieces:
                p.feed(piece)
            p.close()
        except AssertionError:
            pass
        p.getpos()
`)
	})
}

func FuzzXMLParse(f *testing.F) {
	for _, s := range []string{
		"<?xml version='1.0'?><!DOCTYPE r [<!ENTITY e 'v<b/>'><!ATTLIST r a CDATA 'd'>]><r>&e;</r>",
		"<r xmlns='u' xmlns:p='v'><p:a p:x='1'>t<![CDATA[<c>]]><!--c--><?pi d?></p:a>tail</r>",
		"<a><b></a>",
		"<a b='1' b='2'/>&#0;",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `import xml.etree.ElementTree as ET
for pieces in ([data], list(data)):
    p = ET.XMLParser()
    try:
        for piece in pieces:
            p.feed(piece)
        root = p.close()
    except ET.ParseError as e:
        e.position
        continue
    ET.tostring(root, encoding="unicode")
    root.findall(".//*")
`)
	})
}
