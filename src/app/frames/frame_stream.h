#pragma once
// The GUI end of the frame pipeline: takes each new frame from the run it is attached to and
// hands it to every subscriber, so nobody fans frames out by hand. A stream may also follow
// another stream (the main window's follows comparison mode's), and a subscriber says whether it
// wants comparison frames too (FrameSnapshot::comparison is set on those). Subscribers that
// draw expensively throttle their own redraws; frames are never queued up for them.

#include "runtime/frame_snapshot.h"

#include <QObject>

#include <type_traits>

namespace disklab {

class SimulationController;

class FrameStream : public QObject {
    Q_OBJECT
public:
    enum class Sources {
        MainRun,  ///< frames of the main window's run only
        All,      ///< comparison mode's frames too
    };

    explicit FrameStream(QObject* parent = nullptr);

    /// Takes every frame `controller` announces and emits it. Attach a controller to one
    /// stream only: taking a frame re-arms the controller's notification. GUI thread.
    void attach(SimulationController& controller);
    /// Takes and emits `controller`'s newest frame now, if it has one. A window that takes
    /// over a run under way calls it once attached: its views start from where the run is,
    /// and a notification the previous window's stream never answered cannot stall the run.
    /// GUI thread.
    void deliverNewest(SimulationController& controller);
    /// Emits every frame `other` emits as well. GUI thread.
    void follow(const FrameStream& other);

    /// Calls `show` on `receiver` with each frame from `sources`, by reference or by pointer,
    /// whichever `show` takes; stops when `receiver` is destroyed. GUI thread.
    template <class Receiver, class Frame>
    void subscribe(Receiver* receiver, void (Receiver::*show)(Frame), Sources sources = Sources::MainRun)
    {
        connect(this, &FrameStream::frameArrived, receiver, [receiver, show, sources](const FramePtr& frame) {
            if (sources == Sources::MainRun && frame->comparison)
                return;
            if constexpr (std::is_same_v<std::decay_t<Frame>, FrameSnapshot>)
                (receiver->*show)(*frame);
            else
                (receiver->*show)(frame);
        });
    }

signals:
    /// A new frame, never null. GUI thread.
    void frameArrived(const disklab::FramePtr& frame);
};

} // namespace disklab
