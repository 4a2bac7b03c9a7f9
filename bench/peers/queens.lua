-- The seed listing for Lua 5.4 and LuaJIT, goto for goto.
-- Input: board size, then 1 for count only.
local s = io.read("n")
local q = io.read("n")
local b = {}
for i = 1, 20 do b[i] = 0 end
local r, c, t, f, n, k = 0, 0, 0, 0, 0, 0
local fs
::l90::
r = r + 1
if r > s then goto l190 end
c = 0
::l110::
c = c + 1
if c > s then goto l170 end
t = 0
n = n + 1
::l140::
t = t + 1
if t >= r then goto l160 end
if b[t] == c or math.abs(b[t] - c) == r - t then goto l110 end
goto l140
::l160::
b[r] = c
goto l90
::l170::
r = r - 1
if r == 0 then goto l230 end
c = b[r]
goto l110
::l190::
f = f + 1
if q ~= 1 then
  fs = "Found "
  for k = 1, s do fs = fs .. tostring(b[k]) end
  fs = fs .. " (" .. tostring(f) .. ")"
  print(fs)
end
r = r - 1
goto l110
::l230::
print("SOLUT:" .. f .. ", NODES:" .. n)
