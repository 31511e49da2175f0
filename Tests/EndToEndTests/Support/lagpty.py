# A slow link, for the end-to-end tests: runs a command in a new pseudo-terminal, and passes
# the bytes between it and the outer terminal on DELAY seconds late each way, as over a slow
# SSH session. Usage: python3 lagpty.py DELAY COMMAND [ARGUMENT...]
# (From tester u8's notes, /work/qa-u8/lagpty.py.)
import fcntl
import os
import pty
import select
import signal
import termios
import time
import tty
import sys

delay = float(sys.argv[1])
command = sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    os.execvp(command[0], command)


def pass_size(*_):
    size = fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, size)
    os.kill(pid, signal.SIGWINCH)


pass_size()
signal.signal(signal.SIGWINCH, pass_size)
saved = termios.tcgetattr(0)
tty.setraw(0)
inward = []
outward = []
try:
    while True:
        now = time.time()
        while inward and inward[0][0] <= now:
            os.write(fd, inward.pop(0)[1])
        while outward and outward[0][0] <= now:
            os.write(1, outward.pop(0)[1])
        ready, _, _ = select.select([0, fd], [], [], 0.01)
        if 0 in ready:
            inward.append((time.time() + delay, os.read(0, 4096)))
        if fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            outward.append((time.time() + delay, data))
finally:
    for _, data in outward:
        os.write(1, data)
    termios.tcsetattr(0, termios.TCSADRAIN, saved)
