# The xml.etree package: ElementTree and ElementPath.
