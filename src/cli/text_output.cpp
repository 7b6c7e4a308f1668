#include "text_output.h"

namespace disklab::cli {

namespace {
constexpr qsizetype kFlushBytes = 1 << 20;
}

TextOutput::TextOutput(const QString& path) : m_file(path)
{
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Text))
        m_error = QString("%1: cannot write: %2").arg(path, m_file.errorString());
}

void TextOutput::appendLine(const QByteArray& line)
{
    m_buffer += line;
    m_buffer += '\n';
    if (m_buffer.size() >= kFlushBytes)
        flushBuffer();
}

void TextOutput::flushBuffer()
{
    if (ok() && m_file.write(m_buffer) != m_buffer.size())
        m_error = QString("%1: write failed: %2").arg(m_file.fileName(), m_file.errorString());
    m_buffer.clear();
}

bool TextOutput::commit()
{
    flushBuffer();
    if (ok() && !m_file.commit())
        m_error = QString("%1: cannot save: %2").arg(m_file.fileName(), m_file.errorString());
    return ok();
}

} // namespace disklab::cli
