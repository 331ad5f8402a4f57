import { z } from 'zod';
import { uuidParams } from '../schemas/common';
import {
  appleDeviceParams,
  appleLogBody,
  applePassAuthHeaders,
  applePassParams,
  appleRegistrationBody,
  appleRegistrationParams,
  appleUpdatedQuery,
  appleUpdatedSerials,
  googleWalletLink,
  pkpassFile,
} from '../schemas/wallet';
import { accountErrors, contract, errorResponses, noContent } from './contract';

const tags = ['wallet'];
const appleTags = ['wallet: Apple web service'];

/** The holder's tickets as wallet passes; 404 `walletNotConfigured` when that wallet is not offered. */
export const walletContracts = {
  applePass: contract({
    method: 'GET',
    path: '/tickets/{uuid}/wallet/apple',
    tags,
    summary: "The caller's ticket as an Apple Wallet pass (only to the ticket's holder)",
    params: uuidParams,
    responses: { 200: pkpassFile, ...accountErrors, ...errorResponses(404) },
  }),
  googleLink: contract({
    method: 'GET',
    path: '/tickets/{uuid}/wallet/google',
    tags,
    summary: "The link that saves the caller's ticket to Google Wallet (only to the ticket's holder)",
    params: uuidParams,
    responses: { 200: googleWalletLink, ...accountErrors, ...errorResponses(404) },
  }),
};

/**
 * Apple's PassKit web service, which the passes name as their `webServiceURL` (this prefix): devices
 * register for a pass's changes, ask which changed and fetch the latest. Authenticated by the pass's
 * token (`Authorization: ApplePass <token>`), not by a user.
 */
export const appleWebServiceContracts = {
  register: contract({
    method: 'POST',
    path: '/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}',
    tags: appleTags,
    summary: 'A device asks to be told when the pass changes (201 new, 200 known)',
    params: appleRegistrationParams,
    headers: applePassAuthHeaders,
    body: appleRegistrationBody,
    responses: { 200: noContent, 201: noContent, ...errorResponses(400, 401) },
  }),
  unregister: contract({
    method: 'DELETE',
    path: '/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}',
    tags: appleTags,
    summary: 'A device no longer holds the pass',
    params: appleRegistrationParams,
    headers: applePassAuthHeaders,
    responses: { 200: noContent, ...errorResponses(400, 401) },
  }),
  updated: contract({
    method: 'GET',
    path: '/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}',
    tags: appleTags,
    summary: "The serial numbers of the device's passes changed since the tag (204: none)",
    params: appleDeviceParams,
    query: appleUpdatedQuery,
    responses: { 200: appleUpdatedSerials, 204: noContent, ...errorResponses(400) },
  }),
  latest: contract({
    method: 'GET',
    path: '/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}',
    tags: appleTags,
    summary: 'The latest version of a pass (304 when unchanged since If-Modified-Since)',
    params: applePassParams,
    headers: applePassAuthHeaders,
    responses: { 200: pkpassFile, 304: z.null(), ...errorResponses(400, 401) },
  }),
  log: contract({
    method: 'POST',
    path: '/wallet/apple/v1/log',
    tags: appleTags,
    summary: "Devices report problems with the web service (written to the server's log)",
    body: appleLogBody,
    responses: { 200: noContent, ...errorResponses(400) },
  }),
};
