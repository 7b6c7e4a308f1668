#pragma once
// A one-slot mailbox between the worker and the GUI. The worker overwrites the slot with each
// new frame; the GUI takes whatever is newest. A notification is owed only when the previous
// one has been answered, so at most one frame signal is ever queued, however slow the GUI.

#include "runtime/frame_snapshot.h"

#include <mutex>

namespace disklab {

class FrameMailbox {
public:
    /// Stores `frame` as the newest. Returns true if the reader should be notified (it has
    /// taken the previous frame). Any thread.
    bool publish(FramePtr frame);

    /// The newest frame (null before the first) and clears the pending notification.
    /// Any thread; the GUI calls it when notified.
    FramePtr take();

    /// The newest frame without touching the notification. Any thread.
    FramePtr peek() const;

private:
    mutable std::mutex m_mutex;  // std::mutex rather than QMutex: ThreadSanitizer sees through it
    FramePtr m_latest;
    bool m_notificationPending = false;
};

} // namespace disklab
