#!/usr/bin/env bash
# Starts a single-node Slurm cluster on this machine (Debian's slurm-wlm and munge), for the test
# that submits a sweep's job array for real (tests/cli/sweep_on_slurm.sh). Needs root; installs
# nothing. Exits 0 when `sinfo` shows the node idle, else non-zero with the reason (the test is
# then reported as skipped). The cluster's files live in the folder given (default
# /tmp/disklab-slurm); stop it with: scripts/start-test-slurm.sh --stop [FOLDER]
set -uo pipefail
if [ "${1:-}" = "--stop" ]; then
  folder=${2:-/tmp/disklab-slurm}
  # slurmctld saves its state as it shuts down: wait until both have exited, so that the caller
  # can remove the folder.
  for daemon in slurmd slurmctld; do
    [ -f "$folder/$daemon.pid" ] || continue
    pid=$(cat "$folder/$daemon.pid")
    kill "$pid" 2>/dev/null || continue
    for _ in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
  done
  exit 0
fi
folder=${1:-/tmp/disklab-slurm}
for program in slurmctld slurmd munged sinfo sbatch; do
  command -v "$program" >/dev/null || { echo "no $program (Debian: slurm-wlm, munge)"; exit 2; }
done
[ "$(id -u)" -eq 0 ] || { echo "starting Slurm here needs root"; exit 2; }

# munge authenticates Slurm's daemons to each other; Debian's package made its key.
if ! pgrep -x munged >/dev/null; then
  mkdir -p /run/munge && chown munge:munge /run/munge 2>/dev/null
  [ -f /etc/munge/munge.key ] || { echo "no /etc/munge/munge.key"; exit 2; }
  # Daemons keep no hold on the caller's output, or a test runner would wait for them to exit.
  { runuser -u munge -- munged || munged --force; } </dev/null >/dev/null 2>&1 || { echo "munged did not start"; exit 2; }
fi

mkdir -p "$folder/spool" "$folder/state"
cpus=$(nproc)
cat > "$folder/slurm.conf" <<CONF
ClusterName=disklab-test
SlurmctldHost=$(hostname -s)
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
SlurmctldPidFile=$folder/slurmctld.pid
SlurmdPidFile=$folder/slurmd.pid
SlurmdSpoolDir=$folder/spool
StateSaveLocation=$folder/state
SlurmctldLogFile=$folder/slurmctld.log
SlurmdLogFile=$folder/slurmd.log
NodeName=$(hostname -s) CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$folder/slurm.conf
slurmctld -f "$SLURM_CONF" </dev/null >/dev/null 2>&1 || { echo "slurmctld did not start:"; tail -5 "$folder/slurmctld.log"; exit 2; }
slurmd -f "$SLURM_CONF" </dev/null >/dev/null 2>&1 || { echo "slurmd did not start:"; tail -5 "$folder/slurmd.log"; exit 2; }
for _ in $(seq 30); do
  state=$(sinfo -h -o %t 2>/dev/null | head -1)
  [ "$state" = "idle" ] && { echo "Slurm is up: SLURM_CONF=$SLURM_CONF"; exit 0; }
  sleep 1
done
echo "the node did not become idle (state: ${state:-none}):"
tail -5 "$folder/slurmctld.log" "$folder/slurmd.log"
exit 2
