#pragma once
// A one-slot mailbox between a producing thread and the GUI. The producer overwrites the slot
// with each new item; the GUI takes whatever is newest. A notification is owed only when the
// previous one has been answered, so at most one notification is ever queued, however slow the
// GUI, and a slow GUI simply skips items.

#include <memory>
#include <mutex>

namespace disklab {

template <class Item>
class Mailbox {
public:
    using Ptr = std::shared_ptr<const Item>;

    /// Stores `item` as the newest. Returns true if the reader should be notified (it has
    /// taken the previous item). Any thread.
    bool publish(Ptr item)
    {
        const std::lock_guard lock(m_mutex);
        m_latest = std::move(item);
        const bool notify = !m_notificationPending;
        m_notificationPending = true;
        return notify;
    }

    /// The newest item (null before the first) and clears the pending notification. Any
    /// thread; the reader calls it when notified.
    Ptr take()
    {
        const std::lock_guard lock(m_mutex);
        m_notificationPending = false;
        return m_latest;
    }

    /// The newest item without touching the notification. Any thread.
    Ptr peek() const
    {
        const std::lock_guard lock(m_mutex);
        return m_latest;
    }

private:
    mutable std::mutex m_mutex;  // std::mutex rather than QMutex: ThreadSanitizer sees through it
    Ptr m_latest;
    bool m_notificationPending = false;
};

} // namespace disklab
