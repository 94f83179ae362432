# Writes OUT, a header holding every schemas/*.json as a string, so the binary validates
# against exactly the committed schemas. Run at build time whenever a schema changes.
file(GLOB schemas ${SRC}/schemas/*.json)
list(SORT schemas)
set(body "")
foreach(f ${schemas})
  get_filename_component(name ${f} NAME)
  file(READ ${f} text)
  string(APPEND body "    {\"${name}\", R\"looplab_schema(${text})looplab_schema\"},\n")
endforeach()
file(WRITE ${OUT}.tmp "#pragma once\n// Generated from schemas/*.json by cmake/EmbedSchemas.cmake.\n#include <string_view>\n#include <utility>\nnamespace looplab::io {\ninline constexpr std::pair<std::string_view, std::string_view> kEmbeddedSchemas[] = {\n${body}};\n}\n")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
