#include "app/frames/frame_stream.h"

#include "runtime/simulation_controller.h"

namespace disklab {

FrameStream::FrameStream(QObject* parent) : QObject(parent) {}

void FrameStream::attach(SimulationController& controller)
{
    connect(&controller, &SimulationController::frameReady, this, [this, &controller] { deliverNewest(controller); });
}

void FrameStream::deliverNewest(SimulationController& controller)
{
    if (const FramePtr frame = controller.takeFrame())
        emit frameArrived(frame);
}

void FrameStream::follow(const FrameStream& other)
{
    connect(&other, &FrameStream::frameArrived, this, &FrameStream::frameArrived);
}

} // namespace disklab
