#pragma once
// Pieces of JSON text for the hand-laid-out scenario writer.

#include <QByteArray>

#include <string>

namespace disklab {

/// `text` (UTF-8; invalid sequences become U+FFFD) as a quoted, escaped JSON string.
/// Any thread.
QByteArray jsonString(const std::string& text);

} // namespace disklab
