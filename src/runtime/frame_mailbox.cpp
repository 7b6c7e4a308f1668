#include "runtime/frame_mailbox.h"

namespace disklab {

bool FrameMailbox::publish(FramePtr frame)
{
    const std::lock_guard lock(m_mutex);
    m_latest = std::move(frame);
    const bool notify = !m_notificationPending;
    m_notificationPending = true;
    return notify;
}

FramePtr FrameMailbox::take()
{
    const std::lock_guard lock(m_mutex);
    m_notificationPending = false;
    return m_latest;
}

FramePtr FrameMailbox::peek() const
{
    const std::lock_guard lock(m_mutex);
    return m_latest;
}

} // namespace disklab
