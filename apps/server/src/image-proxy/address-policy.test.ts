import { describe, expect, it } from "vitest";
import { ipv6Bytes, isPublicAddress } from "./address-policy";

describe("isPublicAddress", () => {
  it.each([
    // IPv4
    "0.0.0.0",
    "0.1.2.3",
    "10.0.0.1",
    "10.255.255.255",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.1",
    "192.0.2.1",
    "192.88.99.1",
    "192.168.1.1",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    // IPv6
    "::",
    "::1",
    "[::1]",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:7f00:1]",
    "0:0:0:0:0:ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::ffff:0.0.0.0",
    "64:ff9b::7f00:1",
    "64:ff9b::a00:1",
    "64:ff9b:1::1",
    "::127.0.0.1",
    "::7f00:1",
    "::ffff:0:7f00:1",
    "100::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "ff05::1:3",
    "2001::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001:db8::1",
    "2002:7f00:1::1",
    "3fff::1",
    "4000::1",
    "e000::1",
    // Not addresses at all
    "",
    "localhost",
    "127.1",
    "2130706433",
    "0x7f000001",
    "1.2.3.4.5",
    "256.0.0.1",
    ":::",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "1.1.1.1",
    "8.8.8.8",
    "93.184.216.34",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "169.253.255.255",
    "192.0.1.1",
    "198.17.255.255",
    "198.20.0.0",
    "223.255.255.255",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "64:ff9b::808:808",
    "2606:4700:4700::1111",
    "2a00:1450:4001:81c::200e",
    "2001:200::1",
    "[2606:4700::1]",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("ipv6Bytes", () => {
  it("expands every spelling to the same 16 bytes", () => {
    const expected = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1];
    expect(ipv6Bytes("::ffff:127.0.0.1")).toEqual(expected);
    expect(ipv6Bytes("::ffff:7f00:1")).toEqual(expected);
    expect(ipv6Bytes("0:0:0:0:0:ffff:7f00:0001")).toEqual(expected);
    expect(ipv6Bytes("::")).toEqual(Array(16).fill(0));
    expect(ipv6Bytes("1::")).toEqual([0, 1, ...Array(14).fill(0)]);
  });

  it("rejects malformed addresses", () => {
    expect(ipv6Bytes("1::2::3")).toBeNull();
    expect(ipv6Bytes("1:2:3:4:5:6:7")).toBeNull();
    expect(ipv6Bytes("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(ipv6Bytes("::ffff:300.0.0.1")).toBeNull();
  });
});
