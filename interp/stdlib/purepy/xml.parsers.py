# xml.parsers: the expat parser interface.
