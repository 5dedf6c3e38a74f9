# The email package of the sandbox holds email.utils only (dates and
# addresses of RFC 2822 headers); its submodules are imported by name.
