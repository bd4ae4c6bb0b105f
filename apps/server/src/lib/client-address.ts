import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The client's address as the limits and the login history see it (AUTH-8). `request.ips` lists
 * the socket's address, then the X-Forwarded-For entries the trusted proxies wrote, right to left.
 * An entry that is not an IP address ("unknown", an address with a port) tells nothing: the hop
 * before it, the proxy that wrote it, stands for the client.
 */
export function clientAddress(request: FastifyRequest): string {
  const hops = request.ips;
  const bad = hops ? hops.findIndex((hop) => !isIP(hop)) : -1;
  return bad > 0 ? hops![bad - 1]! : request.ip;
}

/**
 * What the per-address limits count as one address (AUTH-8): an IPv4 address (also written as
 * IPv4-mapped IPv6), or an IPv6 /64, the block one subscriber is given, so hopping between its
 * 2^64 addresses gives no new counter.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/64`).toString()}/64`;
}

/**
 * True when `host` (the HOST setting) may be reached from outside the machine's own networks: a
 * wildcard, a public address or a name that is not `localhost`.
 */
export function reachableFromOutside(host: string): boolean {
  if (host === 'localhost') return false;
  if (!ipaddr.isValid(host)) return true;
  return !['loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat'].includes(ipaddr.process(host).range());
}
