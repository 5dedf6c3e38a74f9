# Core XML support: the xml.etree package (ElementTree); no dom or sax.
